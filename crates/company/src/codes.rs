//! The coded fields of a startup (spec section 9: industry options, regions SD01–SD17).

use kernel::code_enum;

code_enum!(
    /// The industry filter's ten options.
    Industry {
        IctService = "ict_service" / "ICT서비스",
        IctManufacturing = "ict_manufacturing" / "ICT제조",
        ElectricMachinery = "electric_machinery" / "전기/기계/장비",
        ChemicalMaterial = "chemical_material" / "화학/소재",
        BioMedical = "bio_medical" / "바이오/의료",
        MediaContent = "media_content" / "영상/공연/음반",
        Game = "game" / "게임",
        DistributionService = "distribution_service" / "유통/서비스",
        Other = "other" / "기타",
        Unclassified = "none" / "없음",
    }
);

code_enum!(
    /// The seventeen provinces and metropolitan cities, in the order of their codes.
    Region {
        Seoul = "SD01" / "서울",
        Busan = "SD02" / "부산",
        Daegu = "SD03" / "대구",
        Incheon = "SD04" / "인천",
        Gwangju = "SD05" / "광주",
        Daejeon = "SD06" / "대전",
        Ulsan = "SD07" / "울산",
        Sejong = "SD08" / "세종",
        Gyeonggi = "SD09" / "경기",
        Gangwon = "SD10" / "강원",
        Chungbuk = "SD11" / "충북",
        Chungnam = "SD12" / "충남",
        Jeonbuk = "SD13" / "전북",
        Jeonnam = "SD14" / "전남",
        Gyeongbuk = "SD15" / "경북",
        Gyeongnam = "SD16" / "경남",
        Jeju = "SD17" / "제주",
    }
);

code_enum!(
    /// The company's size class on its profile card.
    SizeClass {
        Startup = "startup" / "스타트업",
        Small = "small" / "중소기업",
        MidSized = "mid_sized" / "중견기업",
        Large = "large" / "대기업",
    }
);

code_enum!(
    /// Whether the company trades (휴업 and 폐업 come from the tax office's status).
    OperatingStatus {
        Active = "active" / "정상",
        Suspended = "suspended" / "휴업",
        Closed = "closed" / "폐업",
    }
);

code_enum!(
    /// The kind of a shareholder's shares.
    StockKind {
        Common = "common" / "보통주",
        Preferred = "preferred" / "우선주",
        ConvertiblePreferred = "rcps" / "상환전환우선주",
    }
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spec_has_ten_industries_and_seventeen_regions() {
        assert_eq!(Industry::ALL.len(), 10);
        assert_eq!(Region::ALL.len(), 17);
        let codes: Vec<&str> = Region::ALL.iter().map(|r| r.code()).collect();
        assert_eq!(codes.first(), Some(&"SD01"));
        assert_eq!(codes.last(), Some(&"SD17"));
        assert_eq!(Industry::parse("none"), Some(Industry::Unclassified));
        assert_eq!(Industry::Unclassified.label(), "없음");
    }
}
