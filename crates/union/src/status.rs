//! Union and applicant statuses and the transitions the product allows (docs/decisions.md).

use crate::conflict::UnionConflict;

/// Union status (spec section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnionStatus {
    /// R 모집중
    Recruiting,
    /// S 모집중지
    Stopped,
    /// C 모집마감
    Closed,
    /// F 결성진행중
    Forming,
    /// A 추가모집
    AdditionalRecruiting,
    /// E 결성완료: nothing can be edited any more.
    Formed,
}

impl UnionStatus {
    pub const ALL: [UnionStatus; 6] = [
        UnionStatus::Recruiting,
        UnionStatus::Stopped,
        UnionStatus::Closed,
        UnionStatus::Forming,
        UnionStatus::AdditionalRecruiting,
        UnionStatus::Formed,
    ];

    pub fn code(self) -> &'static str {
        match self {
            UnionStatus::Recruiting => "R",
            UnionStatus::Stopped => "S",
            UnionStatus::Closed => "C",
            UnionStatus::Forming => "F",
            UnionStatus::AdditionalRecruiting => "A",
            UnionStatus::Formed => "E",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        UnionStatus::ALL.into_iter().find(|s| s.code() == code)
    }

    /// Korean label shown on the status badge.
    pub fn label(self) -> &'static str {
        match self {
            UnionStatus::Recruiting => "모집중",
            UnionStatus::Stopped => "모집중지",
            UnionStatus::Closed => "모집마감",
            UnionStatus::Forming => "결성진행중",
            UnionStatus::AdditionalRecruiting => "추가모집",
            UnionStatus::Formed => "결성완료",
        }
    }

    /// The statuses this one may move to by an explicit action.
    pub fn next(self) -> &'static [UnionStatus] {
        use UnionStatus::*;
        match self {
            Recruiting => &[Stopped, Closed],
            Stopped => &[Recruiting, Closed],
            Closed => &[Recruiting, Forming, AdditionalRecruiting],
            Forming => &[AdditionalRecruiting, Formed],
            AdditionalRecruiting => &[Closed, Forming],
            Formed => &[],
        }
    }

    pub fn can_move_to(self, to: UnionStatus) -> bool {
        self.next().contains(&to)
    }

    /// A formed union (E) is closed for edits.
    pub fn is_editable(self) -> bool {
        self != UnionStatus::Formed
    }

    /// Applications and invitations are taken while the union recruits (R) or recruits
    /// again (A).
    pub fn accepts_applications(self) -> bool {
        matches!(self, UnionStatus::Recruiting | UnionStatus::AdditionalRecruiting)
    }

    /// Decides, on the locked union, whether it may still be edited.
    ///
    /// # Errors
    /// [`UnionConflict::Formed`] once it is formed.
    pub fn check_editable(self) -> Result<(), UnionConflict> {
        if self.is_editable() {
            Ok(())
        } else {
            Err(UnionConflict::Formed)
        }
    }

    /// Decides, on the locked union, a move planned from `expected`: another change may have
    /// got there first.
    ///
    /// # Errors
    /// [`UnionConflict::StatusChanged`] when the status is no longer `expected`.
    pub fn check_still(self, expected: UnionStatus) -> Result<(), UnionConflict> {
        if self == expected {
            Ok(())
        } else {
            Err(UnionConflict::StatusChanged)
        }
    }
}

/// Applicant (application progress) status (spec section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplicantStatus {
    /// R 심사중
    UnderReview,
    /// C 심사완료
    Reviewed,
    /// S 서류제출
    DocumentsSubmitted,
    /// P 납입완료
    Paid,
    /// F 출자마감
    Closed,
}

impl ApplicantStatus {
    pub const ALL: [ApplicantStatus; 5] = [
        ApplicantStatus::UnderReview,
        ApplicantStatus::Reviewed,
        ApplicantStatus::DocumentsSubmitted,
        ApplicantStatus::Paid,
        ApplicantStatus::Closed,
    ];

    pub fn code(self) -> &'static str {
        match self {
            ApplicantStatus::UnderReview => "R",
            ApplicantStatus::Reviewed => "C",
            ApplicantStatus::DocumentsSubmitted => "S",
            ApplicantStatus::Paid => "P",
            ApplicantStatus::Closed => "F",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        ApplicantStatus::ALL.into_iter().find(|s| s.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            ApplicantStatus::UnderReview => "심사중",
            ApplicantStatus::Reviewed => "심사완료",
            ApplicantStatus::DocumentsSubmitted => "서류제출",
            ApplicantStatus::Paid => "납입완료",
            ApplicantStatus::Closed => "출자마감",
        }
    }

    /// One step forward along the pipeline, or one step back to correct a mistake.
    pub fn next(self) -> &'static [ApplicantStatus] {
        use ApplicantStatus::*;
        match self {
            UnderReview => &[Reviewed],
            Reviewed => &[DocumentsSubmitted, UnderReview],
            DocumentsSubmitted => &[Paid, Reviewed],
            Paid => &[Closed, DocumentsSubmitted],
            Closed => &[Paid],
        }
    }

    pub fn can_move_to(self, to: ApplicantStatus) -> bool {
        self.next().contains(&to)
    }

    /// Whether the applicant's money counts as paid in.
    pub fn is_paid(self) -> bool {
        matches!(self, ApplicantStatus::Paid | ApplicantStatus::Closed)
    }

    /// Decides, on the locked applicant, a move planned from `expected`.
    ///
    /// # Errors
    /// [`UnionConflict::StatusChanged`] when the status is no longer `expected`.
    pub fn check_still(self, expected: ApplicantStatus) -> Result<(), UnionConflict> {
        if self == expected {
            Ok(())
        } else {
            Err(UnionConflict::StatusChanged)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for s in UnionStatus::ALL {
            assert_eq!(UnionStatus::parse(s.code()), Some(s));
        }
        for s in ApplicantStatus::ALL {
            assert_eq!(ApplicantStatus::parse(s.code()), Some(s));
        }
        assert_eq!(UnionStatus::parse("X"), None);
    }

    #[test]
    fn a_formed_union_is_final_and_read_only() {
        assert!(UnionStatus::Formed.next().is_empty());
        assert!(!UnionStatus::Formed.is_editable());
        assert!(UnionStatus::Forming.can_move_to(UnionStatus::Formed));
        assert!(!UnionStatus::Recruiting.can_move_to(UnionStatus::Formed));
    }

    #[test]
    fn every_union_status_except_formed_can_reach_formed() {
        for s in UnionStatus::ALL {
            let mut seen = vec![s];
            let mut i = 0;
            while i < seen.len() {
                for n in seen[i].next() {
                    if !seen.contains(n) {
                        seen.push(*n);
                    }
                }
                i += 1;
            }
            assert!(seen.contains(&UnionStatus::Formed), "{s:?}");
        }
    }

    #[test]
    fn only_recruiting_unions_take_applications() {
        let open: Vec<_> = UnionStatus::ALL.into_iter().filter(|s| s.accepts_applications()).collect();
        assert_eq!(open, [UnionStatus::Recruiting, UnionStatus::AdditionalRecruiting]);
    }

    #[test]
    fn a_locked_union_decides_edits_and_moves() {
        assert_eq!(UnionStatus::Forming.check_editable(), Ok(()));
        assert_eq!(UnionStatus::Formed.check_editable(), Err(UnionConflict::Formed));
        assert_eq!(UnionStatus::Closed.check_still(UnionStatus::Closed), Ok(()));
        assert_eq!(UnionStatus::Forming.check_still(UnionStatus::Closed), Err(UnionConflict::StatusChanged));
        assert_eq!(ApplicantStatus::Paid.check_still(ApplicantStatus::Reviewed), Err(UnionConflict::StatusChanged));
    }

    #[test]
    fn applicants_move_one_step_at_a_time() {
        assert!(ApplicantStatus::UnderReview.can_move_to(ApplicantStatus::Reviewed));
        assert!(!ApplicantStatus::UnderReview.can_move_to(ApplicantStatus::Paid));
        assert!(ApplicantStatus::Paid.can_move_to(ApplicantStatus::DocumentsSubmitted));
        assert!(ApplicantStatus::Paid.is_paid() && !ApplicantStatus::Reviewed.is_paid());
    }
}
