//! `llvm.intr.*`: a call to the LLVM intrinsic of the same name, declared
//! on first use with its overloaded types, its immediate arguments taken
//! from the op's properties, metadata arguments for the constrained
//! ones and for the scope `noalias.scope.decl` declares, and the op's
//! fast-math flags.

use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;

use super::fast_math;
use crate::llvm_ir::capi::{Builder, TypeKind, Value};
use crate::llvm_ir::translation::ModuleTranslation;

/// Which types an intrinsic is overloaded on.
enum Overload {
    /// The result's type.
    Result,
    /// Operand 0's type.
    Operand0,
    /// Operand 1's type (the vector of a reduction from a start value).
    Operand1,
    /// The result's, then operand 0's.
    ResultOperand0,
    /// The result's, then operand 1's.
    ResultOperand1,
    /// Operands 0, 1 and 2's (`memcpy`, `memmove`).
    Operands012,
    /// Operands 0 and 2's (`memset`).
    Operands02,
    /// None.
    Nothing,
}

/// The overloads and the properties passed as immediate arguments, after
/// the operands, of the intrinsic `name` (without `llvm.`).
fn shape(name: &str) -> (Overload, &'static [&'static str]) {
    match name {
        "ctlz" | "cttz" => (Overload::Result, &["is_zero_poison"]),
        "abs" => (Overload::Result, &["is_int_min_poison"]),
        "memcpy" | "memmove" => (Overload::Operands012, &["isVolatile"]),
        "memset" => (Overload::Operands02, &["isVolatile"]),
        // The length of the `.inline` forms is an immediate, after the
        // operands: overloaded on as the others' length operand is.
        "memcpy.inline" => (Overload::Operands012, &["len", "isVolatile"]),
        "memset.inline" => (Overload::Operands02, &["len", "isVolatile"]),
        "is.fpclass" => (Overload::Operand0, &["bit"]),
        "prefetch" => (Overload::Operand0, &["rw", "hint", "cache"]),
        "powi" | "ptrmask" => (Overload::ResultOperand1, &[]),
        "lround" | "llround" | "lrint" | "llrint" | "fptoui.sat" | "fptosi.sat" => {
            (Overload::ResultOperand0, &[])
        }
        "assume" | "trap" | "debugtrap" | "donothing" | "experimental.noalias.scope.decl" => {
            (Overload::Nothing, &[])
        }
        "stackrestore" | "sincos" => (Overload::Operand0, &[]),
        _ if name.starts_with("experimental.constrained.") => {
            if matches!(
                &name["experimental.constrained.".len()..],
                "fptrunc" | "fpext" | "sitofp" | "uitofp" | "fptosi" | "fptoui"
            ) {
                (Overload::ResultOperand0, &[])
            } else {
                (Overload::Result, &[])
            }
        }
        "vector.reduce.fadd" | "vector.reduce.fmul" => (Overload::Operand1, &[]),
        "ubsantrap" => (Overload::Nothing, &["failureKind"]),
        _ if name.ends_with(".with.overflow") || name.starts_with("vector.reduce.") => {
            (Overload::Operand0, &[])
        }
        _ => (Overload::Result, &[]),
    }
}

/// The rounding mode keyword of MLIR's `RoundingMode` numbering.
fn rounding_mode(value: i64) -> &'static str {
    match value {
        0 => "round.towardzero",
        1 => "round.tonearest",
        2 => "round.upward",
        3 => "round.downward",
        4 => "round.tonearestaway",
        _ => "round.dynamic",
    }
}

/// The exception behaviour keyword of MLIR's `FPExceptionBehavior`.
fn exception_behavior(value: i64) -> &'static str {
    match value {
        0 => "fpexcept.ignore",
        1 => "fpexcept.maytrap",
        _ => "fpexcept.strict",
    }
}

/// Translates `op` if it is an intrinsic; `false` otherwise.
pub(super) fn convert<'m>(
    name: &str,
    op: Op,
    b: &Builder<'m>,
    t: &mut ModuleTranslation<'m, '_>,
) -> Result<bool, Diagnostic> {
    let Some(intrinsic) = name.strip_prefix("intr.") else { return Ok(false) };
    let ir = t.ir();
    let ctx = t.ctx();
    let mut args = t.operands(op)?;
    if intrinsic == "experimental.noalias.scope.decl" {
        // The declared scope, in a list of one, is the call's argument.
        let scope = op.inherent_attr(ir, "scope").ok_or_else(|| {
            op.emit_error(ir, "llvm.intr.experimental.noalias.scope.decl without a scope")
        })?;
        let scope = crate::llvm_ir::metadata::alias_scope(t, b, scope);
        args.push(b.metadata_value(b.md_node(&[scope])));
    }
    let result = match op.num_results(ir) {
        0 => None,
        _ => Some(super::result_type(t, op, 0)?),
    };
    let (overload, immediates) = shape(intrinsic);
    let missing = || op.emit_error(ir, format!("unsupported intrinsic: llvm.{intrinsic}"));
    // Immediates follow the operands, so overloads on operands see the
    // same positions; those on an immediate see its type.
    for property in immediates {
        let attr = op.inherent_attr(ir, property).ok_or_else(missing)?;
        let AttrData::Integer { ty, value } = attr.data(ctx) else { return Err(missing()) };
        let width = match ty.data(ctx) {
            mlir_core::TypeData::Integer { width, .. } => *width,
            _ => 64,
        };
        let int_ty = t.module().int_type(width);
        args.push(Value::const_int_words(int_ty, value.words()));
    }
    let operand = |i: usize| args.get(i).map(|a: &Value<'m>| a.ty()).ok_or_else(missing);
    let overloads = match overload {
        Overload::Result => match result {
            Some(r) if r.kind() != TypeKind::Struct => vec![r],
            _ => vec![operand(0)?],
        },
        Overload::Operand0 => vec![operand(0)?],
        Overload::Operand1 => vec![operand(1)?],
        Overload::ResultOperand0 => vec![result.ok_or_else(missing)?, operand(0)?],
        Overload::ResultOperand1 => vec![result.ok_or_else(missing)?, operand(1)?],
        Overload::Operands012 => vec![operand(0)?, operand(1)?, operand(2)?],
        Overload::Operands02 => vec![operand(0)?, operand(2)?],
        Overload::Nothing => vec![],
    };
    let full_name = format!("llvm.{intrinsic}");
    let declaration = t.module().intrinsic(&full_name, &overloads).ok_or_else(|| {
        op.emit_error(ir, format!("could not find the LLVM intrinsic: {full_name}"))
    })?;
    if intrinsic.starts_with("experimental.constrained.") {
        if let Some(mode) = super::int_prop(t, op, "roundingmode") {
            args.push(b.metadata_string(rounding_mode(mode)));
        }
        if let Some(behavior) = super::int_prop(t, op, "fpExceptionBehavior") {
            args.push(b.metadata_string(exception_behavior(behavior)));
        }
    }
    // The declaration's own type: the intrinsic's signature.
    let params: Vec<_> = args.iter().map(|a| a.ty()).collect();
    let fn_result = result.unwrap_or_else(|| t.module().special_type("void").expect("void"));
    let fn_ty = t.module().function_type(fn_result, &params, false);
    let call = b.call(fn_ty, declaration, &args);
    b.set_fast_math(call, fast_math(t, op));
    if intrinsic.starts_with("experimental.constrained.") {
        // A constrained intrinsic is called in a strict floating-point
        // context.
        if let Some(strict) = crate::llvm_ir::capi::Attribute::enumerated(t.module(), "strictfp", 0)
        {
            call.add_call_attribute(u32::MAX, strict);
        }
    }
    // The memory intrinsics carry the accesses' alias metadata.
    crate::llvm_ir::metadata::set_alias_metadata(t, op, b, call)?;
    if op.num_results(ir) > 0 {
        t.map_result(op, call);
    }
    Ok(true)
}
