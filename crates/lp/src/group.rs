//! LP groups: a named set of a firm's LPs (with an image) that mails can be sent to.

use chrono::{DateTime, Utc};
use kernel::{define_id, FieldError};

use crate::error::LpError;

define_id!(
    /// An LP group (the spec's `groupIdx`).
    LpGroupId
);

/// The spec's empty-name alert.
pub const MSG_GROUP_NAME: &str = "그룹명을 입력해주세요.";
/// Most members one group holds: a group is a mailing audience, and the member modal lists
/// them all.
pub const MAX_GROUP_MEMBERS: usize = 1_000;
pub const MSG_GROUP_TOO_LARGE: &str = "한 그룹에는 1,000명까지 둘 수 있습니다.";

/// Checks the size of a group's new member list.
///
/// # Errors
/// The field error for `lp_member_ids` when it holds more than [`MAX_GROUP_MEMBERS`].
pub fn check_group_size(members: usize) -> Result<(), FieldError> {
    if members > MAX_GROUP_MEMBERS {
        Err(FieldError::new("lp_member_ids", MSG_GROUP_TOO_LARGE))
    } else {
        Ok(())
    }
}
/// Largest group image the server keeps. The browser shrinks images over 250,000 bytes to
/// 1024×1024 first, so a real upload is far below this; TIFF, which browsers cannot redraw,
/// arrives as it is.
pub const MAX_IMAGE_BYTES: usize = 10 * 1024 * 1024;

/// A stored group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpGroup {
    pub id: LpGroupId,
    pub name: String,
    pub description: String,
    pub has_image: bool,
    pub member_count: i64,
    pub created_at: DateTime<Utc>,
}

/// The group modal's fields. `image_key` is a key returned by the image upload.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LpGroupDraft {
    pub name: Option<String>,
    pub description: Option<String>,
    pub image_key: Option<String>,
    /// On edit: drop the current image (ignored when a new one is given).
    pub remove_image: bool,
}

/// What an edit does to the image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GroupImage {
    Keep,
    Remove,
    /// A staged upload's key.
    Set(String),
}

/// A checked group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpGroupInput {
    pub name: String,
    pub description: String,
    pub image: GroupImage,
}

/// Checks the group modal.
///
/// # Errors
/// `name` missing ('그룹명을 입력해주세요.') or too long, description too long.
pub fn validate_group(d: &LpGroupDraft) -> Result<LpGroupInput, Vec<FieldError>> {
    let mut e = Vec::new();
    let name = d.name.as_deref().map(str::trim).unwrap_or("");
    if name.is_empty() {
        e.push(FieldError::new("name", MSG_GROUP_NAME));
    } else if name.chars().count() > 50 {
        e.push(FieldError::new("name", "그룹명은 50자 이내로 입력해 주세요."));
    }
    let description = d.description.as_deref().map(str::trim).unwrap_or("");
    if description.chars().count() > 500 {
        e.push(FieldError::new("description", "그룹 설명은 500자 이내로 입력해 주세요."));
    }
    if !e.is_empty() {
        return Err(e);
    }
    let image = match (&d.image_key, d.remove_image) {
        (Some(k), _) => GroupImage::Set(k.clone()),
        (None, true) => GroupImage::Remove,
        (None, false) => GroupImage::Keep,
    };
    Ok(LpGroupInput { name: name.to_string(), description: description.to_string(), image })
}

/// The content type of a group image: jpg, png, gif, bmp or tiff, read from the bytes.
///
/// # Errors
/// `ImageEmpty`, `ImageTooLarge`, `ImageTypeNotAllowed`.
pub fn check_image(bytes: &[u8]) -> Result<&'static str, LpError> {
    if bytes.is_empty() {
        return Err(LpError::ImageEmpty);
    }
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(LpError::ImageTooLarge);
    }
    const ALLOWED: [&str; 5] = ["image/jpeg", "image/png", "image/gif", "image/bmp", "image/tiff"];
    let mime = infer::get(bytes).map(|t| t.mime_type());
    ALLOWED.into_iter().find(|a| Some(*a) == mime).ok_or(LpError::ImageTypeNotAllowed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_holds_at_most_a_thousand_members() {
        assert_eq!(check_group_size(MAX_GROUP_MEMBERS), Ok(()));
        let e = check_group_size(MAX_GROUP_MEMBERS + 1).unwrap_err();
        assert_eq!((e.field.as_str(), e.message.as_str()), ("lp_member_ids", MSG_GROUP_TOO_LARGE));
    }

    #[test]
    fn the_name_is_required_with_the_specs_message() {
        let e = validate_group(&LpGroupDraft { name: Some("  ".into()), ..Default::default() }).unwrap_err();
        assert_eq!((e[0].field.as_str(), e[0].message.as_str()), ("name", MSG_GROUP_NAME));
        let ok = validate_group(&LpGroupDraft { name: Some(" VIP ".into()), ..Default::default() }).unwrap();
        assert_eq!((ok.name.as_str(), ok.image), ("VIP", GroupImage::Keep));
    }

    #[test]
    fn a_new_image_wins_over_removal() {
        let d = LpGroupDraft {
            name: Some("a".into()),
            image_key: Some("k".into()),
            remove_image: true,
            ..Default::default()
        };
        assert_eq!(validate_group(&d).unwrap().image, GroupImage::Set("k".into()));
        let d = LpGroupDraft { name: Some("a".into()), remove_image: true, ..Default::default() };
        assert_eq!(validate_group(&d).unwrap().image, GroupImage::Remove);
    }

    #[test]
    fn images_are_checked_by_their_bytes() {
        let png = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R'];
        assert_eq!(check_image(&png).unwrap(), "image/png");
        assert_eq!(check_image(b"GIF89a\x01\x00\x01\x00").unwrap(), "image/gif");
        assert!(matches!(check_image(b"%PDF-1.7\n"), Err(LpError::ImageTypeNotAllowed)));
        assert!(matches!(check_image(b""), Err(LpError::ImageEmpty)));
        let mut big = png.to_vec();
        big.resize(MAX_IMAGE_BYTES + 1, 0);
        assert!(matches!(check_image(&big), Err(LpError::ImageTooLarge)));
    }
}
