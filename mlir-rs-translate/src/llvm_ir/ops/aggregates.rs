//! `extractvalue`, `insertvalue` (one instruction for a whole position),
//! `extractelement`, `insertelement` and `shufflevector`.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;

use super::result_type;
use crate::llvm_ir::capi::{Builder, Value};
use crate::llvm_ir::translation::ModuleTranslation;

/// The `position` property of `op`.
fn position(t: &ModuleTranslation<'_, '_>, op: Op) -> Vec<u32> {
    let attr = op.inherent_attr(t.ir(), "position");
    attr.and_then(|a| a.as_dense_i64_array(t.ctx()))
        .unwrap_or_default()
        .into_iter()
        .map(|i| i as u32)
        .collect()
}

/// Translates `op` if it is one of this file's; `false` otherwise.
pub(super) fn convert<'m>(
    name: &str,
    op: Op,
    b: &Builder<'m>,
    t: &mut ModuleTranslation<'m, '_>,
) -> Result<bool, Diagnostic> {
    let ir = t.ir();
    let r = match name {
        "extractvalue" => {
            let v = t.operands(op)?;
            let expected = result_type(t, op, 0)?;
            let r = b.extract_value(t.module(), v[0], &position(t, op));
            r.filter(|r| r.ty() == expected)
                .ok_or_else(|| op.emit_error(ir, "unsupported extractvalue position"))?
        }
        "insertvalue" => {
            let v = t.operands(op)?;
            let r = b.insert_value(t.module(), v[0], v[1], &position(t, op));
            r.ok_or_else(|| op.emit_error(ir, "unsupported insertvalue position"))?
        }
        "extractelement" => {
            let v = t.operands(op)?;
            b.extract_element(v[0], v[1])
        }
        "insertelement" => {
            let v = t.operands(op)?;
            b.insert_element(v[0], v[1], v[2])
        }
        "shufflevector" => {
            let v = t.operands(op)?;
            let mask = op
                .inherent_attr(ir, "mask")
                .and_then(|a| a.as_dense_i32_array(t.ctx()))
                .unwrap_or_default();
            let i32_ty = t.module().int_type(32);
            let mask: Vec<Value<'m>> = mask
                .iter()
                .map(|&m| {
                    if m < 0 {
                        Value::poison(i32_ty)
                    } else {
                        Value::const_int(i32_ty, m as u64, false)
                    }
                })
                .collect();
            b.shuffle_vector(v[0], v[1], Value::const_vector(&mask))
        }
        _ => return Ok(false),
    };
    t.map_result(op, r);
    Ok(true)
}
