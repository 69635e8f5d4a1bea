//! The [`ImageShrinker`] port on the `image` crate: a picture every browser and the PDF
//! renderer draw, small enough to load fast. Runs off the async threads (a 20 MB picture takes
//! a while to decode).

use std::io::Cursor;

use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;
use image::{DynamicImage, ImageFormat};
use kernel::PortError;
use portfolio::images::{ImageKind, ImageShrinker, MAX_IMAGE_SIDE, SHRINK_OVER_BYTES};

/// JPEG quality of a shrunk photo: close to the browser compressor's default.
const JPEG_QUALITY: u8 = 85;

pub struct WebImages;

fn format(kind: ImageKind) -> ImageFormat {
    match kind {
        ImageKind::Jpeg => ImageFormat::Jpeg,
        ImageKind::Png => ImageFormat::Png,
        ImageKind::Gif => ImageFormat::Gif,
        ImageKind::Bmp => ImageFormat::Bmp,
        ImageKind::Tiff => ImageFormat::Tiff,
    }
}

fn encode(img: &DynamicImage) -> Result<(ImageKind, Vec<u8>), PortError> {
    let mut out = Cursor::new(Vec::new());
    if img.color().has_alpha() {
        img.write_to(&mut out, ImageFormat::Png).map_err(PortError::unexpected)?;
        return Ok((ImageKind::Png, out.into_inner()));
    }
    let rgb = DynamicImage::ImageRgb8(img.to_rgb8());
    rgb.write_with_encoder(JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)).map_err(PortError::unexpected)?;
    Ok((ImageKind::Jpeg, out.into_inner()))
}

/// What the editor keeps for `bytes` of `kind`.
///
/// # Errors
/// When the bytes do not decode.
pub fn web_ready(kind: ImageKind, bytes: Vec<u8>) -> Result<(ImageKind, Vec<u8>), PortError> {
    let small = bytes.len() <= SHRINK_OVER_BYTES;
    // An animated GIF would lose its frames; a small web picture needs nothing.
    if kind == ImageKind::Gif || (small && kind.shown_everywhere()) {
        image::load_from_memory_with_format(&bytes, format(kind)).map_err(PortError::unexpected)?;
        return Ok((kind, bytes));
    }
    let img = image::load_from_memory_with_format(&bytes, format(kind)).map_err(PortError::unexpected)?;
    let fits = img.width() <= MAX_IMAGE_SIDE && img.height() <= MAX_IMAGE_SIDE;
    let img = if fits { img } else { img.resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, FilterType::Triangle) };
    let (out_kind, out) = encode(&img)?;
    // A picture that fits and is already drawn everywhere stays as sent unless re-encoding saved bytes.
    if fits && kind.shown_everywhere() && out.len() >= bytes.len() {
        return Ok((kind, bytes));
    }
    Ok((out_kind, out))
}

#[async_trait::async_trait]
impl ImageShrinker for WebImages {
    async fn web_ready(&self, kind: ImageKind, bytes: Vec<u8>) -> Result<(ImageKind, Vec<u8>), PortError> {
        tokio::task::spawn_blocking(move || web_ready(kind, bytes)).await.map_err(PortError::unexpected)?
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{GenericImageView, Rgb, RgbImage};

    fn noisy(w: u32, h: u32, format: ImageFormat) -> Vec<u8> {
        // Noise does not compress, so the file is as large as a photo of that size.
        let mut seed = 7u32;
        let img = RgbImage::from_fn(w, h, |_, _| {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let [a, b, c, _] = seed.to_be_bytes();
            Rgb([a, b, c])
        });
        let mut out = Cursor::new(Vec::new());
        DynamicImage::ImageRgb8(img).write_to(&mut out, format).unwrap();
        out.into_inner()
    }

    #[test]
    fn a_large_photo_is_shrunk_to_1024_px() {
        let big = noisy(2000, 1000, ImageFormat::Png);
        assert!(big.len() > SHRINK_OVER_BYTES);
        let (kind, out) = web_ready(ImageKind::Png, big.clone()).unwrap();
        assert_eq!(kind, ImageKind::Jpeg, "no transparency: a photo");
        let img = image::load_from_memory(&out).unwrap();
        assert_eq!(img.dimensions(), (1024, 512), "the aspect ratio is kept");
        assert!(out.len() < big.len());
    }

    #[test]
    fn bmp_and_tiff_become_pictures_every_browser_draws() {
        let (kind, out) = web_ready(ImageKind::Bmp, noisy(40, 30, ImageFormat::Bmp)).unwrap();
        assert_eq!(kind, ImageKind::Jpeg);
        assert_eq!(image::load_from_memory(&out).unwrap().dimensions(), (40, 30));
        let (kind, _) = web_ready(ImageKind::Tiff, noisy(40, 30, ImageFormat::Tiff)).unwrap();
        assert!(kind.shown_everywhere());
    }

    #[test]
    fn a_small_web_picture_is_kept_as_sent_and_a_broken_one_refused() {
        let small = noisy(20, 20, ImageFormat::Png);
        assert_eq!(web_ready(ImageKind::Png, small.clone()).unwrap(), (ImageKind::Png, small));
        let mut broken = noisy(20, 20, ImageFormat::Png);
        broken.truncate(40);
        assert!(web_ready(ImageKind::Png, broken).is_err());
    }
}
