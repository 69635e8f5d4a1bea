//! Typed ids: one newtype per entity so a union id can never be passed where a user id belongs.

/// Defines an `i64`-backed id newtype with serde, display and parsing.
#[macro_export]
macro_rules! define_id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub i64);

        impl $crate::__private::serde::Serialize for $name {
            fn serialize<S: $crate::__private::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_i64(self.0)
            }
        }

        impl<'de> $crate::__private::serde::Deserialize<'de> for $name {
            fn deserialize<D: $crate::__private::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                <i64 as $crate::__private::serde::Deserialize>::deserialize(d).map($name)
            }
        }

        impl $name {
            /// The raw database value.
            pub fn get(self) -> i64 {
                self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }

        impl std::str::FromStr for $name {
            type Err = std::num::ParseIntError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                s.parse::<i64>().map($name)
            }
        }

        impl From<i64> for $name {
            fn from(v: i64) -> Self {
                $name(v)
            }
        }
    };
}

define_id!(
    /// A company: a GP firm (investor) or a startup. Tenant-owned rows carry it.
    CompanyId
);
define_id!(
    /// A person who logs in.
    UserId
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_parse_and_print() {
        let id: UserId = "42".parse().unwrap();
        assert_eq!(id, UserId(42));
        assert_eq!(id.to_string(), "42");
        assert!("x".parse::<CompanyId>().is_err());
    }
}
