//! The types a `#[pass]` option may have ([`PassOptionValue`]): integers,
//! `f64` (MLIR's `Option<double>`), `bool`, `String`, enums with
//! `#[pass_option_enum]`, pass pipelines ([`OpPassManager`](super::OpPassManager), MLIR's
//! `Option<OpPassManager>`), and `Vec`s of those ([`PassOptionScalar`]),
//! each read with LLVM's messages and printed as mlir-opt prints it
//! (`--dump-pass-pipeline`). A user's own type may implement the trait.
//!
//! A value that does not read gets LLVM's message for the C type mlir-opt uses;
//! help texts show each option as LLVM shows it (`OptionValueHelp`,
//! `PassOptionHelp`).

use super::options::{
    OptionEntry, OptionError, bool_value, float_value, integer_value, list_value,
};
use super::pass_registry::PassRegistry;

/// How help texts (`--list-passes`, `--help`) show an option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionValueHelp {
    /// A flag (`bool`): no value shown.
    Flag,
    /// `=<name>`, LLVM's name of the option's C type (`long`, `string`).
    Typed(&'static str),
    /// `=<value>`, then each case: its name and description.
    Enum(&'static [(&'static str, &'static str)]),
}

/// One option of a pass, as help texts list it
/// ([`PassDefinition::options_help`](super::PassDefinition::options_help)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassOptionHelp {
    /// The option's name (`max-iterations`).
    pub name: &'static str,
    /// How its value is shown.
    pub value: OptionValueHelp,
    /// What it sets.
    pub description: &'static str,
}

/// A type an option of a `#[pass]` struct may have.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the type of a pass option",
    label = "not an option type",
    note = "options are `i32`, `i64`, `u32`, `u64`, `usize`, `f64`, `bool`, `String`, enums \
            with `#[pass_option_enum]`, `OpPassManager`, a `Vec` of those, or a type of yours \
            implementing `PassOptionValue`"
)]
pub trait PassOptionValue: Sized {
    /// The value an option without `default = …` starts with (zero,
    /// `false`, empty, an enum's first case).
    fn fallback() -> Self;
    /// The value of `entry`, with LLVM's message when it is not one.
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError>;
    /// The value of `entry` when the pass is made by `registry`, whose
    /// passes a value holding a pipeline may name (an
    /// [`OpPassManager`](super::OpPassManager)'s).
    /// By default, [`PassOptionValue::parse_option`].
    fn parse_option_in(entry: &OptionEntry, registry: &PassRegistry) -> Result<Self, OptionError> {
        let _ = registry;
        Self::parse_option(entry)
    }
    /// The value as a pipeline writes it.
    fn print_value(&self, out: &mut String);
    /// `name=value` as a pipeline writes it (an empty list writes nothing).
    fn print_option(&self, name: &str, out: &mut String) {
        out.push_str(name);
        out.push('=');
        self.print_value(out);
    }
    /// A copy (an enum option need not be `Clone`).
    fn clone_value(&self) -> Self;
    /// How help texts show a value of the type.
    fn value_help() -> OptionValueHelp {
        OptionValueHelp::Typed("value")
    }
}

/// A type that may be an element of a list option (`Vec<T>`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the element type of a list option",
    label = "not a list element",
    note = "list elements are `i32`, `i64`, `u32`, `u64`, `usize`, `f64`, `bool`, `String`, \
            enums with `#[pass_option_enum]` or `OpPassManager`"
)]
pub trait PassOptionScalar: PassOptionValue {}

/// The integer types, each with LLVM's name for it in messages.
macro_rules! integer_options {
    ($($ty:ty => $llvm:literal, $help:literal),* $(,)?) => {$(
        impl PassOptionValue for $ty {
            fn fallback() -> Self {
                0
            }
            fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError> {
                let value = integer_value(
                    entry,
                    $llvm,
                    i128::from(<$ty>::MIN),
                    i128::from(<$ty>::MAX),
                )?;
                // In range: `integer_value` checked the bounds.
                Ok(value as $ty)
            }
            fn print_value(&self, out: &mut String) {
                out.push_str(&self.to_string());
            }
            fn clone_value(&self) -> Self {
                *self
            }
            fn value_help() -> OptionValueHelp {
                OptionValueHelp::Typed($help)
            }
        }
        impl PassOptionScalar for $ty {}
    )*};
}

integer_options!(
    i32 => "integer", "int",
    i64 => "long", "long",
    u32 => "uint", "uint",
    u64 => "ulong", "ulong",
);

impl PassOptionValue for usize {
    fn fallback() -> Self {
        0
    }
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError> {
        let max = i128::try_from(usize::MAX).unwrap_or(i128::MAX);
        let value = integer_value(entry, "ulong", 0, max)?;
        Ok(usize::try_from(value).unwrap_or(usize::MAX))
    }
    fn print_value(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
    fn clone_value(&self) -> Self {
        *self
    }
    fn value_help() -> OptionValueHelp {
        OptionValueHelp::Typed("ulong")
    }
}
impl PassOptionScalar for usize {}

/// MLIR's `Option<double>`: read as C's `strtod` reads the whole text
/// (decimal, hexadecimal, `inf`, `nan`), printed as LLVM's streams print a
/// double (`%e`: `3.000000e-01`, `INF`, `nan`).
impl PassOptionValue for f64 {
    fn fallback() -> Self {
        0.0
    }
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError> {
        float_value(entry)
    }
    fn print_value(&self, out: &mut String) {
        print_double(*self, out);
    }
    fn clone_value(&self) -> Self {
        *self
    }
    fn value_help() -> OptionValueHelp {
        OptionValueHelp::Typed("number")
    }
}
impl PassOptionScalar for f64 {}

/// `value` as LLVM's `raw_ostream` writes a double: C's `%e` (six digits
/// after the point, an exponent of at least two digits), `INF`/`-INF`, and
/// `nan` whatever the sign.
fn print_double(value: f64, out: &mut String) {
    if value.is_nan() {
        out.push_str("nan");
        return;
    }
    if value.is_infinite() {
        out.push_str(if value < 0.0 { "-INF" } else { "INF" });
        return;
    }
    // Rust rounds the digits exactly, as glibc's `printf` does; only the
    // exponent's spelling differs (`e-1` for `e-01`).
    let text = format!("{value:.6e}");
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let (sign, digits) = match exponent.strip_prefix('-') {
        Some(digits) => ('-', digits),
        None => ('+', exponent),
    };
    out.push_str(mantissa);
    out.push('e');
    out.push(sign);
    if digits.len() < 2 {
        out.push('0');
    }
    out.push_str(digits);
}

impl PassOptionValue for bool {
    fn fallback() -> Self {
        false
    }
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError> {
        bool_value(entry)
    }
    fn print_value(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
    fn clone_value(&self) -> Self {
        *self
    }
    fn value_help() -> OptionValueHelp {
        OptionValueHelp::Flag
    }
}
impl PassOptionScalar for bool {}

impl PassOptionValue for String {
    fn fallback() -> Self {
        String::new()
    }
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError> {
        entry.value.clone().ok_or_else(|| {
            OptionError::Value(format!("for the --{} option: requires a value!", entry.key))
        })
    }
    /// Braced when a blank comes before any brace or quote, as mlir-opt
    /// prints it, so the text reads back as one value.
    fn print_value(&self, out: &mut String) {
        let escape = self.find(['{', '\'', '"']);
        let braced = self.find(' ').is_some_and(|blank| escape.is_none_or(|e| blank < e));
        if braced {
            out.push('{');
        }
        out.push_str(self);
        if braced {
            out.push('}');
        }
    }
    fn clone_value(&self) -> Self {
        self.clone()
    }
    fn value_help() -> OptionValueHelp {
        OptionValueHelp::Typed("string")
    }
}
impl PassOptionScalar for String {}

impl<T: PassOptionScalar> PassOptionValue for Vec<T> {
    fn fallback() -> Self {
        Vec::new()
    }
    /// Comma-separated elements (cut at top-level commas only), each read
    /// as its type reads one.
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError> {
        list_elements(entry, T::parse_option)
    }
    fn parse_option_in(entry: &OptionEntry, registry: &PassRegistry) -> Result<Self, OptionError> {
        list_elements(entry, |item| T::parse_option_in(item, registry))
    }
    fn print_value(&self, out: &mut String) {
        out.push('{');
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            item.print_value(out);
        }
        out.push('}');
    }
    /// mlir-opt prints nothing for an empty list.
    fn print_option(&self, name: &str, out: &mut String) {
        if !self.is_empty() {
            out.push_str(name);
            out.push('=');
            self.print_value(out);
        }
    }
    fn clone_value(&self) -> Self {
        self.iter().map(T::clone_value).collect()
    }
    /// A list shows its elements' type, as LLVM's list options do.
    fn value_help() -> OptionValueHelp {
        T::value_help()
    }
}

/// The elements of a list option, each read by `parse`.
fn list_elements<T>(
    entry: &OptionEntry,
    mut parse: impl FnMut(&OptionEntry) -> Result<T, OptionError>,
) -> Result<Vec<T>, OptionError> {
    list_value(entry)
        .into_iter()
        .map(|item| parse(&OptionEntry { key: entry.key.clone(), value: Some(item) }))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: &str, value: Option<&str>) -> OptionEntry {
        OptionEntry { key: key.to_owned(), value: value.map(str::to_owned) }
    }

    fn printed<T: PassOptionValue>(value: &T) -> String {
        let mut out = String::new();
        value.print_option("o", &mut out);
        out
    }

    #[test]
    fn integers_read_with_llvm_names_and_ranges() {
        assert_eq!(u32::parse_option(&entry("n", Some("0x10"))), Ok(16));
        let negative = u32::parse_option(&entry("max-iterations", Some("-1"))).unwrap_err();
        assert_eq!(
            negative.detail(),
            Some("for the --max-iterations option: '-1' value invalid for uint argument!")
        );
        let wide = i32::parse_option(&entry("n", Some("4294967296"))).unwrap_err();
        assert_eq!(
            wide.detail(),
            Some("for the --n option: '4294967296' value invalid for integer argument!")
        );
        assert_eq!(i32::parse_option(&entry("n", Some("-5"))), Ok(-5));
        assert_eq!(u64::parse_option(&entry("n", Some("18446744073709551615"))), Ok(u64::MAX));
        let bad = usize::parse_option(&entry("n", Some("x"))).unwrap_err();
        assert_eq!(bad.detail(), Some("for the --n option: 'x' value invalid for ulong argument!"));
    }

    #[test]
    fn doubles_read_and_print_as_mlir_opt_does() {
        // mlir-opt 22 with `affine-loop-fusion{compute-tolerance=…}` under
        // `--dump-pass-pipeline`: what it reads each text as, printed.
        let cases = [
            ("0.3", "3.000000e-01"),
            ("1", "1.000000e+00"),
            ("123456789", "1.234568e+08"),
            ("1.5e-7", "1.500000e-07"),
            ("1e300", "1.000000e+300"),
            ("-0", "-0.000000e+00"),
            ("0x10", "1.600000e+01"),
            ("0x1p3", "8.000000e+00"),
            (".5", "5.000000e-01"),
            ("5.", "5.000000e+00"),
            ("+1", "1.000000e+00"),
            ("inf", "INF"),
            ("Infinity", "INF"),
            ("-inf", "-INF"),
            ("1e400", "INF"),
            ("NaN", "nan"),
            ("-nan", "nan"),
            ("1e-320", "9.999889e-321"),
            ("2.5e-310", "2.500000e-310"),
            ("", "0.000000e+00"),
        ];
        for (text, shown) in cases {
            let value = f64::parse_option(&entry("t", Some(text))).unwrap();
            assert_eq!(printed(&value), format!("o={shown}"), "{text}");
        }
        for bad in ["abc", "1e", "1.0x", "nan123", "0x", "--1"] {
            let error = f64::parse_option(&entry("compute-tolerance", Some(bad))).unwrap_err();
            let message = format!(
                "for the --compute-tolerance option: '{bad}' value invalid for floating point argument!"
            );
            assert_eq!(error.detail(), Some(message.as_str()));
        }
        assert_eq!(f64::value_help(), OptionValueHelp::Typed("number"));
        // Hexadecimal digits round to nearest-even as strtod rounds them.
        let hex = |text: &str| f64::parse_option(&entry("t", Some(text))).unwrap();
        assert_eq!(hex("0x1.fffffffffffff8p0"), 2.0);
        assert_eq!(hex("0x1.fffffffffffff7p0"), f64::from_bits(0x3FFF_FFFF_FFFF_FFFF));
        assert_eq!(hex("0X.8P+1"), 1.0);
        assert_eq!(hex("0x1p-1074"), f64::from_bits(1));
        assert_eq!(hex("0x1p-1075"), 0.0);
        assert_eq!(hex("0x1.8p-1075"), f64::from_bits(1));
        assert_eq!(hex("0x1p1024"), f64::INFINITY);
        assert_eq!(hex("-0x123456789abcdef0123p-4"), -(0x123456789abcdef0123u128 as f64) / 16.0);
        assert!(f64::parse_option(&entry("t", Some("  "))).is_err());
    }

    #[test]
    fn strings_and_lists_print_as_mlir_opt_prints_them() {
        assert_eq!(printed(&"canonicalize cse".to_owned()), "o={canonicalize cse}");
        assert_eq!(printed(&"a{b c}".to_owned()), "o=a{b c}");
        assert_eq!(printed(&String::new()), "o=");
        assert_eq!(printed(&Vec::<i64>::new()), "");
        let list = Vec::<i64>::parse_option(&entry("l", Some("1,2"))).unwrap();
        assert_eq!(printed(&list), "o={1,2}");
        let bad = Vec::<bool>::parse_option(&entry("l", Some("true,x"))).unwrap_err();
        assert_eq!(
            bad.detail(),
            Some("for the --l option: 'x' is invalid value for boolean argument! Try 0 or 1")
        );
        let missing = String::parse_option(&entry("s", None)).unwrap_err();
        assert_eq!(missing.detail(), Some("for the --s option: requires a value!"));
    }
}
