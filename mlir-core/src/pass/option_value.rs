//! The types a `#[pass]` option may have ([`PassOptionValue`]): integers,
//! `bool`, `String`, enums with `#[pass_option_enum]`, and `Vec`s of those
//! ([`PassOptionScalar`]), each read with LLVM's messages and printed as
//! mlir-opt prints it (`--dump-pass-pipeline`).

use super::options::{OptionEntry, OptionError, bool_value, integer_value, list_value};

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
    note = "options are `i32`, `i64`, `u32`, `u64`, `usize`, `bool`, `String`, enums with \
            `#[pass_option_enum]`, or a `Vec` of those"
)]
pub trait PassOptionValue: Sized {
    /// The value an option without `default = …` starts with (zero,
    /// `false`, empty, an enum's first case).
    fn fallback() -> Self;
    /// The value of `entry`, with LLVM's message when it is not one.
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError>;
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
    note = "list elements are `i32`, `i64`, `u32`, `u64`, `usize`, `bool`, `String` or enums \
            with `#[pass_option_enum]`"
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
    /// Comma-separated elements, each read as its type reads one.
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError> {
        list_value(entry)
            .into_iter()
            .map(|item| T::parse_option(&OptionEntry { key: entry.key.clone(), value: Some(item) }))
            .collect()
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
