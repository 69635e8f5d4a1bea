//! JSON numbers as the API reads them. JSON has one number type: `3` and `3.0` are the same
//! integer to JavaScript and to a JSON Schema validator, so integer fields take both — a whole
//! number exact in a double — and refuse fractions and anything past 64 bits.

use serde::{de, Deserialize, Deserializer};

/// 2^53: every whole double up to here is exact.
const EXACT: f64 = 9_007_199_254_740_992.0;

fn whole(n: &serde_json::Number) -> Result<i64, String> {
    if let Some(i) = n.as_i64() {
        return Ok(i);
    }
    match n.as_f64() {
        // The range check makes the cast exact.
        #[allow(clippy::cast_possible_truncation)]
        Some(f) if f.fract() == 0.0 && f.abs() <= EXACT => Ok(f as i64),
        _ => Err(format!("invalid value: {n}, expected a whole number within 64 bits")),
    }
}

/// An `i64` field.
pub fn int<'de, D: Deserializer<'de>>(d: D) -> Result<i64, D::Error> {
    whole(&serde_json::Number::deserialize(d)?).map_err(de::Error::custom)
}

/// An `Option<i64>` field (use with `#[serde(default)]`).
pub fn opt_int<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    Option::<serde_json::Number>::deserialize(d)?.as_ref().map(whole).transpose().map_err(de::Error::custom)
}

/// An `i32` field.
pub fn int32<'de, D: Deserializer<'de>>(d: D) -> Result<i32, D::Error> {
    let n = int(d)?;
    i32::try_from(n)
        .map_err(|_| de::Error::custom(format!("invalid value: {n}, expected a whole number within 32 bits")))
}

/// An `Option<i32>` field (use with `#[serde(default)]`).
pub fn opt_int32<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i32>, D::Error> {
    opt_int(d)?
        .map(|n| {
            i32::try_from(n)
                .map_err(|_| de::Error::custom(format!("invalid value: {n}, expected a whole number within 32 bits")))
        })
        .transpose()
}

/// A `Vec<i64>` field.
pub fn int_list<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<i64>, D::Error> {
    Vec::<serde_json::Number>::deserialize(d)?.iter().map(whole).collect::<Result<_, _>>().map_err(de::Error::custom)
}

/// An `Option<Vec<i64>>` field (use with `#[serde(default)]`).
pub fn opt_int_list<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<i64>>, D::Error> {
    Option::<Vec<serde_json::Number>>::deserialize(d)?
        .map(|l| l.iter().map(whole).collect::<Result<Vec<_>, _>>())
        .transpose()
        .map_err(de::Error::custom)
}

/// A list whose items must be JSON objects: serde would also read a struct from an array of
/// its fields' values, which the document does not allow.
pub fn object_list<'de, D, T>(d: D) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: serde::de::DeserializeOwned,
{
    Vec::<serde_json::Value>::deserialize(d)?
        .into_iter()
        .map(|v| match v {
            serde_json::Value::Object(_) => serde_json::from_value(v).map_err(de::Error::custom),
            other => Err(de::Error::custom(format!("invalid type: {other}, expected an object"))),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    struct Body {
        #[serde(deserialize_with = "super::int")]
        n: i64,
        #[serde(default, deserialize_with = "super::opt_int")]
        o: Option<i64>,
        #[serde(default, deserialize_with = "super::int_list")]
        l: Vec<i64>,
        #[serde(default, deserialize_with = "super::opt_int_list")]
        ol: Option<Vec<i64>>,
    }

    fn read(json: &str) -> Result<Body, serde_json::Error> {
        serde_json::from_str(json)
    }

    #[test]
    fn whole_doubles_are_integers() {
        let b = read(r#"{"n": 3.0, "o": -48044.0, "l": [1, 2.0], "ol": [-307.0, 4]}"#).unwrap();
        assert_eq!((b.n, b.o, b.l, b.ol), (3, Some(-48044), vec![1, 2], Some(vec![-307, 4])));
        assert_eq!(read(r#"{"n": 1, "ol": null}"#).unwrap().ol, None);
        assert!(read(r#"{"n": 1, "ol": [1.5]}"#).is_err());
        let b = read(r#"{"n": 9223372036854775807}"#).unwrap();
        assert_eq!((b.n, b.o, b.l.len()), (i64::MAX, None, 0));
    }

    #[test]
    fn fractions_strings_and_overflow_are_refused() {
        assert!(read(r#"{"n": 3.5}"#).is_err());
        assert!(read(r#"{"n": "3"}"#).is_err());
        assert!(read(r#"{"n": 9223372036854775808}"#).is_err());
        assert!(read(r#"{"n": 1e300}"#).is_err());
        assert!(read(r#"{"n": 1, "l": [0.5]}"#).is_err());
    }
}
