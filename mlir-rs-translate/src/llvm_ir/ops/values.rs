//! Ops that are constants in LLVM IR: `mlir.constant`, `mlir.undef`,
//! `mlir.poison`, `mlir.zero` and `mlir.addressof` (a global or a
//! function).

use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;

use super::result_type;
use crate::llvm_ir::capi::Value;
use crate::llvm_ir::constants::constant;
use crate::llvm_ir::translation::ModuleTranslation;

/// Translates `op` if it is one of this file's; `false` otherwise.
pub(super) fn convert<'m>(
    name: &str,
    op: Op,
    t: &mut ModuleTranslation<'m, '_>,
) -> Result<bool, Diagnostic> {
    let ir = t.ir();
    let r = match name {
        "mlir.constant" => {
            let ty = result_type(t, op, 0)?;
            let attr = op
                .inherent_attr(ir, "value")
                .ok_or_else(|| op.emit_error(ir, "constant without a value"))?;
            constant(t, op, ty, attr)?
        }
        "mlir.undef" => Value::undef(result_type(t, op, 0)?),
        "mlir.poison" => Value::poison(result_type(t, op, 0)?),
        "mlir.zero" => Value::null(result_type(t, op, 0)?),
        "mlir.addressof" => {
            let name = match op.inherent_attr(ir, "global_name").map(|a| a.data(t.ctx())) {
                Some(AttrData::SymbolRef { root, .. }) => root.as_str(t.ctx()).to_owned(),
                _ => String::new(),
            };
            match t.lookup_global(&name).or_else(|| t.lookup_function(&name)) {
                Some(v) => v,
                None => {
                    return Err(
                        op.emit_error(ir, "must reference a global defined by 'llvm.mlir.global'")
                    );
                }
            }
        }
        _ => return Ok(false),
    };
    t.map_result(op, r);
    Ok(true)
}
