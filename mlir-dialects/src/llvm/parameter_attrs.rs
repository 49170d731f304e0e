//! The checks of the `llvm.*` attributes on a function's arguments and
//! results (`llvm.noalias`, `llvm.byval = T`, `llvm.align = 8`, …), for
//! any function op, as MLIR 22's LLVM dialect makes them: each attribute
//! has the kind of value it must hold (unit, type or integer) and, on a
//! value of an LLVM type, the type it may be attached to (a pointer, an
//! integer); some may not be attached to a result at all.

use mlir_core::context::builtin::attributes::{AttrData, NamedAttr};
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::function::FunctionOpInterfaceRef;
use mlir_core::ir::{IrView, Op};
use mlir_core::{Context, Type, TypeData};

use super::Llvm;
use super::constraints::is_compatible_outer_type;
use super::types::{PtrType, VoidType};

/// What an attribute must hold, and what it may be attached to.
#[derive(Copy, Clone)]
enum Rule {
    /// A unit attribute on a pointer.
    UnitOnPointer,
    /// A type attribute on a pointer.
    TypeOnPointer,
    /// A unit attribute on an integer.
    UnitOnInteger,
    /// An integer attribute on a pointer.
    IntegerOnPointer,
    /// An integer attribute on anything.
    Integer,
    /// A unit attribute on anything.
    Unit,
}

/// The rule of the attribute named `name` (without `llvm.`), if it has
/// one.
fn rule(name: &str) -> Option<Rule> {
    Some(match name {
        "noalias" | "readonly" | "readnone" | "writeonly" | "nest" | "nocapture" | "nofree"
        | "nonnull" => Rule::UnitOnPointer,
        "byval" | "byref" | "elementtype" | "inalloca" | "preallocated" | "sret" => {
            Rule::TypeOnPointer
        }
        "signext" | "zeroext" => Rule::UnitOnInteger,
        "align" | "dereferenceable" | "dereferenceable_or_null" => Rule::IntegerOnPointer,
        "alignstack" => Rule::Integer,
        "noundef" | "inreg" | "returned" => Rule::Unit,
        _ => return None,
    })
}

/// The attributes that describe an argument only.
const NOT_FOR_RESULTS: [&str; 15] = [
    "alignstack",
    "allocalign",
    "allocptr",
    "byref",
    "byval",
    "inalloca",
    "nest",
    "nocapture",
    "nofree",
    "preallocated",
    "readnone",
    "readonly",
    "returned",
    "sret",
    "writeonly",
];

impl Llvm {
    /// Checks an `llvm.*` attribute on argument `index` of a function
    /// (MLIR's `verifyRegionArgAttribute`).
    pub(crate) fn verify_region_arg_attribute(
        ir: &IrView,
        op: Op,
        _region: usize,
        index: usize,
        attr: NamedAttr,
    ) -> VerifyResult {
        let Some(function) = FunctionOpInterfaceRef::get(ir, op) else { return Ok(()) };
        let Some(&ty) = function.argument_types(ir).get(index) else { return Ok(()) };
        verify_parameter_attribute(ir, op, ty, attr)
    }

    /// Checks an `llvm.*` attribute on result `index` of a function
    /// (MLIR's `verifyRegionResultAttribute`).
    pub(crate) fn verify_region_result_attribute(
        ir: &IrView,
        op: Op,
        _region: usize,
        index: usize,
        attr: NamedAttr,
    ) -> VerifyResult {
        let Some(function) = FunctionOpInterfaceRef::get(ir, op) else { return Ok(()) };
        let Some(&ty) = function.result_types(ir).get(index) else { return Ok(()) };
        let ctx = ir.ctx();
        if VoidType::isa(ctx, ty) {
            let message = "cannot attach result attributes to functions with a void return";
            return Err(op.emit_error(ir, message).into());
        }
        let name = attr.name.as_str(ctx);
        if name.strip_prefix("llvm.").is_some_and(|short| NOT_FOR_RESULTS.contains(&short)) {
            let message = format!("\"{name}\" is not a valid result attribute");
            return Err(op.emit_error(ir, message).into());
        }
        verify_parameter_attribute(ir, op, ty, attr)
    }
}

/// Checks `attr` on a value of type `ty`: its value's kind, then, when
/// `ty` is an LLVM type, the kind of type it is attached to.
fn verify_parameter_attribute(ir: &IrView, op: Op, ty: Type, attr: NamedAttr) -> VerifyResult {
    let ctx = ir.ctx();
    let name = attr.name.as_str(ctx);
    let Some(rule) = name.strip_prefix("llvm.").and_then(rule) else { return Ok(()) };
    let fail = |what: &str| Err(op.emit_error(ir, format!("\"{name}\" {what}")).into());
    let value = attr.value.data(ctx);
    let value_ok = match rule {
        Rule::UnitOnPointer | Rule::UnitOnInteger | Rule::Unit => matches!(value, AttrData::Unit),
        Rule::TypeOnPointer => matches!(value, AttrData::Type(_)),
        Rule::IntegerOnPointer | Rule::Integer => matches!(value, AttrData::Integer { .. }),
    };
    if !value_ok {
        return fail(match rule {
            Rule::UnitOnPointer | Rule::UnitOnInteger | Rule::Unit => "should be a unit attribute",
            Rule::TypeOnPointer => "should be a type attribute",
            Rule::IntegerOnPointer | Rule::Integer => "should be an integer attribute",
        });
    }
    if !is_compatible_outer_type(ctx, ty) {
        return Ok(());
    }
    match rule {
        Rule::UnitOnPointer | Rule::TypeOnPointer | Rule::IntegerOnPointer
            if !PtrType::isa(ctx, ty) =>
        {
            fail("attribute attached to non-pointer LLVM type")
        }
        Rule::UnitOnInteger if !is_integer(ctx, ty) => {
            fail("attribute attached to non-integer LLVM type")
        }
        _ => Ok(()),
    }
}

/// Whether `ty` is a builtin integer type.
fn is_integer(ctx: &Context, ty: Type) -> bool {
    matches!(ty.data(ctx), TypeData::Integer { .. })
}
