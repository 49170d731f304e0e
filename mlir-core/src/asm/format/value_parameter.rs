//! Rust types of a user's own as parameters of `#[type_def]` and
//! `#[attr_def]` kinds, without writing [`Parameter`] by hand: a type that
//! implements [`ValueParameter`] (its textual form: a parse and a print
//! function) is a [`Parameter`] stored type-erased in the uniqued payload
//! (`AttrParam::Value`), hashed and compared with its own `Hash` and `Eq`.
//!
//! Such a value holds no sub-elements: types and attributes it keeps are
//! not found by walking. A parameter that nests them is better a `Type`,
//! an `Attribute`, a list or another kind.

use std::hash::Hash;

use crate::asm::format::cpp_type::CppType;
use crate::asm::format::parameter::Parameter;
use crate::asm::format::params::ParamKind;
use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::AsmPrinter;
use crate::context::Context;
use crate::context::dialect_attr::AttrParam;
use crate::context::param_value::ParamValue;

/// A Rust type of your own usable as a parameter: `Hash + Eq + Clone +
/// Send + Sync`, with its textual form. Accessors return it by reference.
///
/// ```
/// use mlir_core::asm::format::value_parameter::ValueParameter;
/// use mlir_core::asm::parser::{PResult, Parser};
/// use mlir_core::asm::printer::AsmPrinter;
///
/// /// A closed interval of integers, written `3 to 7`.
/// #[derive(Clone, PartialEq, Eq, Hash, Debug)]
/// pub struct Interval { low: i64, high: i64 }
///
/// impl ValueParameter for Interval {
///     const CPP_TYPE: &'static str = "Interval";
///     fn parse(p: &mut Parser<'_>) -> PResult<Self> {
///         let low = p.parse_integer_i64()?;
///         p.parse_literal("to")?;
///         Ok(Interval { low, high: p.parse_integer_i64()? })
///     }
///     fn print(&self, p: &mut AsmPrinter<'_>) {
///         p.write_str(&format!("{} to {}", self.low, self.high));
///     }
/// }
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a parameter of a dialect type or attribute",
    label = "not a parameter type",
    note = "a parameter is `Hash + Eq + Clone + Send + Sync`: integers, `bool`, `String`, `Type`, `Attribute`, `APInt`, `APFloat`, `AffineMap`, `#[type_def]`/`#[attr_def]` kinds, `#[enum_attr]` enums, `Vec`/`Box<[…]>`/`Option` of these, or a type of your own that implements `ValueParameter` (its parse and print functions)"
)]
pub trait ValueParameter: Clone + Hash + Eq + Send + Sync + 'static {
    /// The type name parse errors quote ("failed to parse … parameter
    /// 'x' which is to be a `NAME`").
    const CPP_TYPE: &'static str;

    /// Reads a value.
    fn parse(p: &mut Parser<'_>) -> PResult<Self>;

    /// Writes the value.
    fn print(&self, p: &mut AsmPrinter<'_>);
}

/// How a parameter format reads and writes a [`ValueParameter`], its type
/// erased.
#[derive(Debug)]
pub struct ValueSyntax {
    /// Reads a value into its stored form.
    pub parse: fn(&mut Parser<'_>) -> PResult<AttrParam>,
    /// Writes a stored value (nothing when it holds another type).
    pub print: fn(&mut AsmPrinter<'_>, &AttrParam),
}

fn parse_erased<T: ValueParameter>(p: &mut Parser<'_>) -> PResult<AttrParam> {
    T::parse(p).map(|v| AttrParam::Value(ParamValue::new(v)))
}

fn print_erased<T: ValueParameter>(p: &mut AsmPrinter<'_>, param: &AttrParam) {
    if let AttrParam::Value(v) = param
        && let Some(value) = v.downcast_ref::<T>()
    {
        value.print(p);
    }
}

/// The `T` a stored value holds.
fn downcast<T: ValueParameter>(param: &AttrParam) -> Option<&T> {
    match param {
        AttrParam::Value(v) => v.downcast_ref::<T>(),
        _ => None,
    }
}

impl<T: ValueParameter> Parameter for T {
    type Ref<'a> = &'a T;
    const KIND: ParamKind =
        ParamKind::Value(&ValueSyntax { parse: parse_erased::<T>, print: print_erased::<T> });
    const CPP_TYPE: CppType = CppType::Value(<T as ValueParameter>::CPP_TYPE);

    fn to_param(&self) -> AttrParam {
        AttrParam::Value(ParamValue::new(self.clone()))
    }

    fn from_param(_: &Context, param: &AttrParam) -> Option<Self> {
        downcast::<T>(param).cloned()
    }

    fn view<'a>(_: &'a Context, param: &'a AttrParam) -> Option<&'a T> {
        downcast::<T>(param)
    }
}
