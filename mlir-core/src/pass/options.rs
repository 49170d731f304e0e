//! Pass options as mlir-opt reads them: `key=value` pairs separated by
//! blanks (`top-down=false max-iterations=3`), a value quoted (`'…'`,
//! `"…"`) or braced (`{…}`) to hold blanks, a bare `key` for a flag; and
//! typed readers of the values with LLVM's command-line messages, which
//! mlir-opt prints verbatim (`for the --top-down option: 'maybe' is
//! invalid value for boolean argument! Try 0 or 1`).

/// One option of an option string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionEntry {
    /// The name before `=`.
    pub key: String,
    /// The text after `=` (quotes and braces around it removed), or `None`
    /// for a bare key.
    pub value: Option<String>,
}

/// Why an option string is rejected, with mlir-opt's wording.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No option has this name: the error's message is
    /// `<Pass-Options-Parser>: no such option KEY`.
    Unknown(String),
    /// A value the option cannot take. mlir-opt prints the detail on a
    /// line of its own, `TOOL: for the --KEY option: …`, and then an error
    /// with an empty message.
    Value(String),
    /// A pipeline given as the option's value that does not parse (an
    /// option holding pass pipelines): mlir-opt prints its error first,
    /// then an error with an empty message.
    Pipeline(Box<crate::pass::pipeline_text::PipelineError>),
}

impl OptionError {
    /// The line printed before the error (`for the --KEY option: …`, to
    /// be prefixed by the tool's name), if any.
    pub fn detail(&self) -> Option<&str> {
        match self {
            OptionError::Unknown(_) | OptionError::Pipeline(_) => None,
            OptionError::Value(detail) => Some(detail),
        }
    }

    /// The error's message.
    pub fn message(&self) -> String {
        match self {
            OptionError::Unknown(key) => format!("<Pass-Options-Parser>: no such option {key}\n"),
            OptionError::Value(_) | OptionError::Pipeline(_) => String::new(),
        }
    }
}

/// Splits an option string into its options, in order.
pub fn split_options(text: &str) -> Vec<OptionEntry> {
    let bytes = text.as_bytes();
    let mut entries = Vec::new();
    let mut at = 0;
    let skip_blanks = |mut at: usize| {
        while at < bytes.len() && bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        at
    };
    loop {
        at = skip_blanks(at);
        if at >= bytes.len() {
            return entries;
        }
        let key_start = at;
        while at < bytes.len() && bytes[at] != b'=' && !bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        let key = text[key_start..at].to_owned();
        // As MLIR's option parser: a blank ends an option, so neither
        // `key =v` nor `key= v` gives `key` a value (the latter an empty
        // one).
        if bytes.get(at) != Some(&b'=') {
            entries.push(OptionEntry { key, value: None });
            continue;
        }
        at += 1;
        let value_end = value_end(bytes, at);
        let value = unwrap_value(&text[at..value_end]);
        entries.push(OptionEntry { key, value: Some(value.to_owned()) });
        at = value_end;
    }
}

/// Where a value starting at `start` ends: at the first blank outside
/// quotes and braces.
fn value_end(bytes: &[u8], start: usize) -> usize {
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    let mut at = start;
    while at < bytes.len() {
        let byte = bytes[at];
        match quote {
            Some(q) if byte == q => quote = None,
            Some(_) => {}
            None => match byte {
                b'\'' | b'"' => quote = Some(byte),
                b'{' => depth += 1,
                b'}' => depth = depth.saturating_sub(1),
                _ if byte.is_ascii_whitespace() && depth == 0 => return at,
                _ => {}
            },
        }
        at += 1;
    }
    at
}

/// A value without the quotes or braces around all of it.
fn unwrap_value(value: &str) -> &str {
    let wrapped = |open: char, close: char| {
        value.len() >= 2 && value.starts_with(open) && value.ends_with(close)
    };
    if wrapped('\'', '\'') || wrapped('"', '"') || wrapped('{', '}') {
        &value[1..value.len() - 1]
    } else {
        value
    }
}

/// A boolean option's value: a bare key is `true`.
pub fn bool_value(entry: &OptionEntry) -> Result<bool, OptionError> {
    match entry.value.as_deref() {
        None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
        Some("false" | "FALSE" | "False" | "0") => Ok(false),
        Some(other) => Err(OptionError::Value(format!(
            "for the --{} option: '{other}' is invalid value for boolean argument! Try 0 or 1",
            entry.key
        ))),
    }
}

/// A 64-bit integer option's value (LLVM's `long`: decimal, or `0x`, `0b`
/// or leading-`0` octal, with an optional `-`).
pub fn i64_value(entry: &OptionEntry) -> Result<i64, OptionError> {
    let value = integer_value(entry, "long", i128::from(i64::MIN), i128::from(i64::MAX))?;
    Ok(i64::try_from(value).unwrap_or_default())
}

/// An integer option's value in `min..=max`, read as LLVM reads the C
/// type it calls `llvm_name` (`long`, `uint`): an unsigned type takes no
/// sign, and a value out of range is invalid.
pub fn integer_value(
    entry: &OptionEntry,
    llvm_name: &str,
    min: i128,
    max: i128,
) -> Result<i128, OptionError> {
    let text = required(entry)?;
    let unsigned_with_sign = min == 0 && text.starts_with('-');
    parse_integer(text)
        .filter(|value| !unsigned_with_sign && (min..=max).contains(value))
        .ok_or_else(|| {
            OptionError::Value(format!(
                "for the --{} option: '{text}' value invalid for {llvm_name} argument!",
                entry.key
            ))
        })
}

/// A double read as LLVM reads one (`to_float`: C's `strtod` over the
/// whole text): decimal or hexadecimal (`0x1p3`) digits, `inf`,
/// `infinity` and `nan` in any case, a sign, leading blanks; an empty text
/// is zero and a magnitude too large is infinite.
pub fn float_value(entry: &OptionEntry) -> Result<f64, OptionError> {
    let text = required(entry)?;
    parse_double(text).ok_or_else(|| {
        OptionError::Value(format!(
            "for the --{} option: '{text}' value invalid for floating point argument!",
            entry.key
        ))
    })
}

/// `strtod`'s reading of all of `text`, or `None` when some is left over.
fn parse_double(text: &str) -> Option<f64> {
    // strtod converts nothing in an empty text (zero, and nothing left
    // over) or one of blanks only (which are then left over).
    if text.is_empty() {
        return Some(0.0);
    }
    let text = text.trim_start();
    if text.is_empty() {
        return None;
    }
    let (negative, body) = match text.as_bytes()[0] {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let magnitude = if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        parse_hex_double(hex)?
    } else if body.len() > 3 && body[..3].eq_ignore_ascii_case("nan") {
        // `nan(chars)`: a payload strtod reads and drops.
        let payload = body[3..].strip_prefix('(')?.strip_suffix(')')?;
        payload.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_').then_some(f64::NAN)?
    } else if body.starts_with(['+', '-']) {
        return None;
    } else {
        // Rust reads the decimal forms, `inf`, `infinity` and `nan` as
        // strtod does, and rounds to nearest as it does.
        body.parse::<f64>().ok()?
    };
    Some(if negative { -magnitude } else { magnitude })
}

/// The digits after `0x`: hexadecimal digits with an optional point and an
/// optional binary exponent (`p±N`), rounded to nearest as strtod rounds.
fn parse_hex_double(text: &str) -> Option<f64> {
    let (digits, exponent) = match text.find(['p', 'P']) {
        Some(at) => (&text[..at], Some(&text[at + 1..])),
        None => (text, None),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    let mut exp: i64 = match exponent {
        Some(e) => {
            let unsigned = e.strip_prefix(['+', '-']).unwrap_or(e);
            if unsigned.is_empty() || !unsigned.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            // Saturated: any exponent this large overflows or underflows.
            e.parse::<i64>().unwrap_or(if e.starts_with('-') { -100_000 } else { 100_000 })
        }
        None => 0,
    };
    // The leading 64 significant bits, and whether any nonzero bit follows.
    let (mut sig, mut sticky) = (0u64, false);
    for (i, c) in int.chars().chain(frac.chars()).enumerate() {
        let d = u64::from(c.to_digit(16)?);
        if i >= int.len() {
            exp -= 4;
        }
        if sig >> 60 == 0 {
            sig = sig << 4 | d;
        } else {
            exp += 4;
            sticky |= d != 0;
        }
    }
    let exp = exp.clamp(-100_000, 100_000) as i32;
    Some(scale_binary(sig, sticky, exp))
}

/// `sig × 2^exp` rounded to nearest-even, `sticky` saying a little more
/// than `sig` was meant.
fn scale_binary(sig: u64, sticky: bool, exp: i32) -> f64 {
    if sig == 0 {
        return 0.0;
    }
    // Normalize to 64 bits, then keep 53 (fewer for a denormal result).
    let lead = sig.leading_zeros();
    let (sig, exp) = (sig << lead, exp - lead as i32);
    // The value is sig × 2^exp with sig in [2^63, 2^64): its leading bit's
    // exponent is exp + 63.
    let top = exp + 63;
    if top > 1023 {
        return f64::INFINITY;
    }
    let keep = if top >= -1022 { 53 } else { 53 - (-1022 - top) };
    if keep <= 0 {
        // Below half the smallest denormal (or at it, ties to even zero).
        let half = top == -1075 && (sig << 1 != 0 || sticky);
        return if half { f64::from_bits(1) } else { 0.0 };
    }
    let drop = 64 - keep as u32;
    let mut kept = sig >> drop;
    let rest = sig & ((1u64 << drop) - 1);
    let half = 1u64 << (drop - 1);
    if rest > half || (rest == half && (sticky || kept & 1 == 1)) {
        kept += 1;
    }
    // kept × 2^(exp + drop), exact in a double (at most 54 bits, the carry
    // a power of two), scaled in two exact steps when below the normals.
    let scale = exp + drop as i32;
    (kept as f64) * power_of_two(scale.max(-1022)) * power_of_two((scale + 1022).min(0))
}

/// `2^k` for `k` in the normal range, built from its bits.
fn power_of_two(k: i32) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// One of `choices` by name.
pub fn enum_value<T: Copy>(entry: &OptionEntry, choices: &[(&str, T)]) -> Result<T, OptionError> {
    let text = required(entry)?;
    choices.iter().find(|(name, _)| *name == text).map(|&(_, value)| value).ok_or_else(|| {
        OptionError::Value(format!(
            "for the --{} option: Cannot find option named '{text}'!",
            entry.key
        ))
    })
}

/// A list option's values, separated by commas.
pub fn list_value(entry: &OptionEntry) -> Vec<String> {
    let text = entry.value.as_deref().unwrap_or_default();
    split_top_level_commas(text)
        .into_iter()
        .filter(|s| !s.is_empty())
        .map(|s| unwrap_value(s.trim()).to_owned())
        .collect()
}

/// `text` cut at its commas outside brackets (`()`, `[]`, `{}`) and
/// quotes, as MLIR cuts a list option's value: `func.func(cse,canonicalize)`
/// is one element.
pub(crate) fn split_top_level_commas(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut quote, mut start) = (0usize, None, 0);
    for (at, byte) in text.bytes().enumerate() {
        match quote {
            Some(q) if byte == q => quote = None,
            Some(_) => {}
            None => match byte {
                b'\'' | b'"' => quote = Some(byte),
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => depth = depth.saturating_sub(1),
                b',' if depth == 0 => {
                    parts.push(&text[start..at]);
                    start = at + 1;
                }
                _ => {}
            },
        }
    }
    parts.push(&text[start..]);
    parts
}

/// The value of an option that needs one.
fn required(entry: &OptionEntry) -> Result<&str, OptionError> {
    entry.value.as_deref().ok_or_else(|| {
        OptionError::Value(format!("for the --{} option: requires a value!", entry.key))
    })
}

/// An integer in LLVM's automatic radix.
fn parse_integer(text: &str) -> Option<i128> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (radix, digits) = if let Some(hex) =
        digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X"))
    {
        (16, hex)
    } else if let Some(binary) = digits.strip_prefix("0b").or_else(|| digits.strip_prefix("0B")) {
        (2, binary)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let magnitude = i128::from(u64::from_str_radix(digits, radix).ok()?);
    Some(if negative { -magnitude } else { magnitude })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: &str, value: Option<&str>) -> OptionEntry {
        OptionEntry { key: key.to_owned(), value: value.map(str::to_owned) }
    }

    #[test]
    fn splitting_keeps_quoted_and_braced_values_whole() {
        let entries = split_options(" a=1  b c='x y' d={p q} f= 3");
        let expected = [
            entry("a", Some("1")),
            entry("b", None),
            entry("c", Some("x y")),
            entry("d", Some("p q")),
            entry("f", Some("")),
            entry("3", None),
        ];
        assert_eq!(entries, expected);
        // mlir-opt 22: `canonicalize{max-iterations = 3}` fails with "for the
        // --max-iterations option: requires a value!": a blank ends the key.
        assert_eq!(split_options("e = 2")[0], entry("e", None));
    }

    #[test]
    fn values_read_as_llvm_reads_them() {
        assert_eq!(bool_value(&entry("t", None)), Ok(true));
        assert_eq!(bool_value(&entry("t", Some("0"))), Ok(false));
        let bad = bool_value(&entry("top-down", Some("yes"))).unwrap_err();
        assert_eq!(
            bad.detail(),
            Some(
                "for the --top-down option: 'yes' is invalid value for boolean argument! Try 0 or 1"
            )
        );
        assert_eq!(i64_value(&entry("n", Some("0x10"))), Ok(16));
        assert_eq!(i64_value(&entry("n", Some("010"))), Ok(8));
        assert_eq!(i64_value(&entry("n", Some("-1"))), Ok(-1));
        for text in ["+3", "", "3,4", "99999999999999999999"] {
            let err = i64_value(&entry("n", Some(text))).unwrap_err();
            let expected = format!("for the --n option: '{text}' value invalid for long argument!");
            assert_eq!(err.detail(), Some(expected.as_str()));
        }
        let missing = i64_value(&entry("n", None)).unwrap_err();
        assert_eq!(missing.detail(), Some("for the --n option: requires a value!"));
        assert_eq!(enum_value(&entry("e", Some("b")), &[("a", 1), ("b", 2)]), Ok(2));
        assert_eq!(list_value(&entry("l", Some("a,b"))), ["a", "b"]);
    }
}
