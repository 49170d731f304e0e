//! Binary operators (with `nsw`/`nuw`, `exact`, `disjoint` and fast-math
//! flags), `fneg`, casts (`nneg`, `inttoptr`'s `dereferenceable`), `icmp`,
//! `fcmp`, `select` and `freeze`.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;

use super::{fast_math, flag, int_prop, result_type};
use crate::llvm_ir::capi::Builder;
use crate::llvm_ir::metadata::set_dereferenceable;
use crate::llvm_ir::translation::ModuleTranslation;

/// LLVM's `icmp` predicate number of MLIR's `ICmpPredicate`.
fn icmp_predicate(p: i64) -> u32 {
    match p {
        0 => 32,
        1 => 33,
        2 => 40,
        3 => 41,
        4 => 38,
        5 => 39,
        6 => 36,
        7 => 37,
        8 => 34,
        _ => 35,
    }
}

/// LLVM's `fcmp` predicate number of MLIR's `FCmpPredicate`.
fn fcmp_predicate(p: i64) -> u32 {
    match p {
        8..=13 => p as u32 + 1,
        14 => 8,
        _ => p as u32,
    }
}

/// Translates `op` if it is one of this file's; `false` otherwise.
pub(super) fn convert<'m>(
    name: &str,
    op: Op,
    b: &Builder<'m>,
    t: &mut ModuleTranslation<'m, '_>,
) -> Result<bool, Diagnostic> {
    const BINARY: &[&str] = &[
        "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "and", "or", "xor", "shl", "lshr",
        "ashr", "fadd", "fsub", "fmul", "fdiv", "frem",
    ];
    const CASTS: &[&str] = &[
        "trunc",
        "zext",
        "sext",
        "fptoui",
        "fptosi",
        "uitofp",
        "sitofp",
        "fptrunc",
        "fpext",
        "ptrtoint",
        "inttoptr",
        "bitcast",
        "addrspacecast",
    ];
    let result = if BINARY.contains(&name) {
        let v = t.operands(op)?;
        let r = b.binary(name, v[0], v[1]).expect("a binary operator");
        if matches!(name, "add" | "sub" | "mul" | "shl") {
            let flags = int_prop(t, op, "overflowFlags").unwrap_or(0);
            if flags != 0 {
                b.set_overflow_flags(r, flags & 1 != 0, flags & 2 != 0);
            }
        }
        if matches!(name, "udiv" | "sdiv" | "lshr" | "ashr") && flag(t, op, "isExact") {
            b.set_exact(r, true);
        }
        if name == "or" && flag(t, op, "isDisjoint") {
            b.set_disjoint(r, true);
        }
        let fmf = fast_math(t, op);
        if fmf != 0 {
            b.set_fast_math(r, fmf);
        }
        r
    } else if CASTS.contains(&name) {
        let v = t.operands(op)?;
        let ty = result_type(t, op, 0)?;
        // The data-layout-aware folder gives back the integer of a
        // `ptrtoint (inttoptr N)` of the same width.
        let folded = (name == "ptrtoint")
            .then(|| v[0].as_const_int_to_ptr())
            .flatten()
            .filter(|int| int.ty() == ty);
        let r = folded.unwrap_or_else(|| b.cast(name, v[0], ty).expect("a cast"));
        if name == "inttoptr" {
            set_dereferenceable(t, op, b, r);
        }
        if matches!(name, "zext" | "uitofp") && flag(t, op, "nonNeg") {
            b.set_nneg(r, true);
        }
        if name == "trunc" {
            let flags = int_prop(t, op, "overflowFlags").unwrap_or(0);
            if flags != 0 {
                b.set_overflow_flags(r, flags & 1 != 0, flags & 2 != 0);
            }
        }
        let fmf = fast_math(t, op);
        if fmf != 0 {
            b.set_fast_math(r, fmf);
        }
        r
    } else {
        match name {
            "fneg" => {
                let v = t.operands(op)?;
                let r = b.fneg(v[0]);
                b.set_fast_math(r, fast_math(t, op));
                r
            }
            "icmp" => {
                let v = t.operands(op)?;
                let r =
                    b.icmp(icmp_predicate(int_prop(t, op, "predicate").unwrap_or(0)), v[0], v[1]);
                if flag(t, op, "sameSign") {
                    b.set_same_sign(r, true);
                }
                r
            }
            "fcmp" => {
                let v = t.operands(op)?;
                let r =
                    b.fcmp(fcmp_predicate(int_prop(t, op, "predicate").unwrap_or(0)), v[0], v[1]);
                b.set_fast_math(r, fast_math(t, op));
                r
            }
            "select" => {
                let v = t.operands(op)?;
                let r = b.select(v[0], v[1], v[2]);
                b.set_fast_math(r, fast_math(t, op));
                r
            }
            "freeze" => {
                let v = t.operands(op)?;
                b.freeze(v[0])
            }
            _ => return Ok(false),
        }
    };
    t.map_result(op, result);
    Ok(true)
}
