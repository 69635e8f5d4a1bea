//! The demo's fixed material: Korean names, the six unions, and a deterministic generator, so
//! every seed of an empty database gives the same data.

/// A small deterministic generator (SplitMix64): the same demo on every machine.
pub struct Dice(u64);

impl Dice {
    pub fn new(seed: u64) -> Self {
        Dice(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

pub const SURNAMES: &[&str] = &[
    "김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권", "황", "안", "송", "류",
    "홍",
];
pub const GIVEN: &[&str] = &[
    "민준", "서연", "도윤", "서윤", "시우", "지우", "하준", "하은", "주원", "지유", "지호", "수아", "준서", "지아",
    "건우", "예은", "현우", "채원", "우진", "다은", "선우", "윤서", "유준", "소율", "정우", "가은", "승현", "예린",
    "지훈", "민서",
];
/// The surnames and given names above, romanized, for e-mail addresses.
pub const SURNAMES_EN: &[&str] = &[
    "kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim", "han", "oh", "seo", "shin", "kwon",
    "hwang", "ahn", "song", "ryu", "hong",
];
pub const GIVEN_EN: &[&str] = &[
    "minjun",
    "seoyeon",
    "doyun",
    "seoyun",
    "siwoo",
    "jiwoo",
    "hajun",
    "haeun",
    "juwon",
    "jiyu",
    "jiho",
    "sua",
    "junseo",
    "jia",
    "gunwoo",
    "yeeun",
    "hyunwoo",
    "chaewon",
    "woojin",
    "daeun",
    "sunwoo",
    "yunseo",
    "yujun",
    "soyul",
    "jungwoo",
    "gaeun",
    "seunghyun",
    "yerin",
    "jihoon",
    "minseo",
];
/// Corporate LPs with their mail domains.
pub const CORPORATIONS: &[(&str, &str)] = &[
    ("(주)한결자산", "hangyeol-am.co.kr"),
    ("(주)누리홀딩스", "nuri-holdings.co.kr"),
    ("(주)바른파트너스", "bareun.kr"),
    ("(주)새봄캐피탈", "saebom-capital.com"),
    ("(주)가온인베스트", "gaon-invest.co.kr"),
    ("(주)다솜에셋", "dasom-asset.com"),
];
pub const EMAIL_DOMAINS: &[&str] = &["naver.com", "gmail.com", "daum.net", "kakao.com", "hanmail.net"];

/// One demo union: what the GP typed and where it stands.
pub struct UnionSpec {
    pub name: &'static str,
    /// "1" 벤처투자조합, "2" 개인투자조합.
    pub fund_type: &'static str,
    /// "1" 일시납, "2" 수시납, "3" 분할납.
    pub payment_method: &'static str,
    pub unit_price: i64,
    pub unit_count: i64,
    pub manager: &'static str,
    pub co_gps: &'static [(&'static str, i64)],
    /// Month and day the recruitment starts and ends (2026).
    pub recruitment: ((u32, u32), (u32, u32)),
    /// Applicants and the share of each final status R C S P F, out of 10.
    pub applicants: usize,
    /// How much of the target the applications add up to, in percent.
    pub filled: i64,
    pub statuses: [usize; 5],
    /// The status moves from R, in order.
    pub moves: &'static [&'static str],
}

pub const UNIONS: &[UnionSpec] = &[
    UnionSpec {
        name: "데모 1호 개인투자조합",
        fund_type: "2",
        payment_method: "1",
        unit_price: 1_000_000,
        unit_count: 300,
        manager: "김조합",
        co_gps: &[],
        recruitment: ((11, 1), (12, 31)),
        applicants: 70,
        filled: 55,
        statuses: [4, 3, 2, 1, 0],
        moves: &[],
    },
    UnionSpec {
        name: "데모 세컨더리 2호 조합",
        fund_type: "1",
        payment_method: "3",
        unit_price: 5_000_000,
        unit_count: 200,
        manager: "박심사",
        co_gps: &[("한빛벤처스", 10)],
        recruitment: ((9, 1), (12, 15)),
        applicants: 55,
        filled: 85,
        statuses: [2, 2, 2, 3, 1],
        moves: &["C", "A"],
    },
    UnionSpec {
        name: "데모 바이오 3호 개인투자조합",
        fund_type: "2",
        payment_method: "2",
        unit_price: 1_000_000,
        unit_count: 500,
        manager: "김조합",
        co_gps: &[],
        recruitment: ((8, 1), (10, 31)),
        applicants: 65,
        filled: 100,
        statuses: [1, 1, 3, 4, 1],
        moves: &["C"],
    },
    UnionSpec {
        name: "데모 딥테크 4호 조합",
        fund_type: "1",
        payment_method: "1",
        unit_price: 10_000_000,
        unit_count: 100,
        manager: "박심사",
        co_gps: &[("스파크랩스파트너스", 5)],
        recruitment: ((6, 1), (8, 31)),
        applicants: 40,
        filled: 100,
        statuses: [0, 0, 1, 6, 3],
        moves: &["C", "F"],
    },
    UnionSpec {
        name: "데모 그린에너지 5호 개인투자조합",
        fund_type: "2",
        payment_method: "1",
        unit_price: 1_000_000,
        unit_count: 150,
        manager: "김조합",
        co_gps: &[],
        recruitment: ((3, 1), (4, 30)),
        applicants: 30,
        filled: 100,
        statuses: [0, 0, 0, 0, 10],
        moves: &["C", "F", "E"],
    },
    UnionSpec {
        name: "데모 콘텐츠 6호 개인투자조합",
        fund_type: "2",
        payment_method: "1",
        unit_price: 500_000,
        unit_count: 400,
        manager: "김조합",
        co_gps: &[],
        recruitment: ((10, 15), (12, 20)),
        applicants: 20,
        filled: 45,
        statuses: [6, 3, 1, 0, 0],
        moves: &["S"],
    },
];

/// A one-page PDF that real readers open (ASCII text: the demo's documents are placeholders).
pub fn pdf(title: &str) -> Vec<u8> {
    let text: String = title.chars().filter(|c| c.is_ascii_alphanumeric() || *c == ' ').collect();
    let content = format!("BT /F1 18 Tf 72 760 Td (Johap demo: {text}) Tj ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"
            .to_string(),
        format!("<< /Length {} >>\nstream\n{content}\nendstream", content.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    let mut out = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, o) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{o}\nendobj\n", i + 1).as_bytes());
    }
    let xref = out.len();
    out.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for off in offsets {
        out.extend_from_slice(format!("{off:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1).as_bytes(),
    );
    out
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&u32::try_from(data.len()).unwrap_or(0).to_be_bytes());
    let mut body = kind.to_vec();
    body.extend_from_slice(data);
    out.extend_from_slice(&body);
    out.extend_from_slice(&crc32(&body).to_be_bytes());
}

/// A `size`×`size` PNG of a filled circle in `rgb` on white (stored, uncompressed deflate):
/// the demo's seal and group images.
pub fn png_circle(size: u32, rgb: [u8; 3]) -> Vec<u8> {
    let mut raw = Vec::new();
    let c = size as i64 / 2;
    for y in 0..size as i64 {
        raw.push(0);
        for x in 0..size as i64 {
            let inside = (x - c).pow(2) + (y - c).pow(2) <= (c - 2).pow(2);
            raw.extend_from_slice(if inside { &rgb } else { &[255, 255, 255] });
        }
    }
    // zlib: header, stored blocks of at most 65,535 bytes, Adler-32.
    let mut z = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = raw.chunks(65_535).collect();
    for (i, block) in blocks.iter().enumerate() {
        z.push(u8::from(i + 1 == blocks.len()));
        let len = u16::try_from(block.len()).unwrap_or(u16::MAX);
        z.extend_from_slice(&len.to_le_bytes());
        z.extend_from_slice(&(!len).to_le_bytes());
        z.extend_from_slice(block);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in &raw {
        a = (a + u32::from(byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    z.extend_from_slice(&((b << 16) | a).to_be_bytes());
    let mut out = vec![0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&size.to_be_bytes());
    ihdr.extend_from_slice(&size.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"IDAT", &z);
    chunk(&mut out, b"IEND", &[]);
    out
}
