//! Closed sets of stored codes.

/// Declares a closed set of codes with `ALL`, `code()` and `parse()`, so every enum maps to its
/// stored and wire text the same way. Variants may carry a Korean label
/// (`Seoul = "SD01" / "서울"`), which gives the enum a `label()`; give all or none.
#[macro_export]
macro_rules! code_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $variant:ident = $code:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vm])* $variant),+ }

        impl $name {
            /// Every value, in declaration order (the API's enum lists read it).
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The stored and wire code.
            pub fn code(self) -> &'static str {
                match self { $($name::$variant => $code),+ }
            }

            /// Parses a stored or wire code.
            pub fn parse(code: &str) -> Option<Self> {
                match code { $($code => Some($name::$variant),)+ _ => None }
            }
        }

        // Written as its code, so a snapshot of a value (a revision, an audit entry) reads
        // the same as the wire.
        impl $crate::__private::serde::Serialize for $name {
            fn serialize<S: $crate::__private::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.code())
            }
        }
    };
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $variant:ident = $code:literal / $label:literal),+ $(,)? }) => {
        $crate::code_enum!($(#[$m])* $name { $($(#[$vm])* $variant = $code),+ });

        impl $name {
            /// The Korean name shown to people.
            pub fn label(self) -> &'static str {
                match self { $($name::$variant => $label),+ }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    crate::code_enum!(
        /// A sample set.
        Fruit { Apple = "A" / "사과", Pear = "P" / "배" }
    );

    #[test]
    fn codes_and_labels_round_trip() {
        for f in Fruit::ALL {
            assert_eq!(Fruit::parse(f.code()), Some(*f));
        }
        assert_eq!(Fruit::Pear.label(), "배");
        assert_eq!(Fruit::parse("X"), None);
    }
}
