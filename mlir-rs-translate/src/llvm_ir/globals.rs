//! `llvm.mlir.global`: the variable (type, constness, linkage, address
//! space, alignment, section, visibility, `unnamed_addr`, thread-local)
//! with its value attribute, then, once every global exists, the
//! initializer regions, built as constants.

use mlir_core::Attribute;
use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;
use mlir_dialects::llvm::Linkage as MlirLinkage;

use super::capi::{Builder, Linkage, Value, Visibility};
use super::constants::constant;
use super::translation::ModuleTranslation;

/// LLVM's linkage of an MLIR linkage attribute (external when absent).
pub fn linkage(t: &ModuleTranslation<'_, '_>, attr: Option<Attribute>) -> Linkage {
    let l = attr.and_then(|a| MlirLinkage::from_attr(t.ctx(), a)).unwrap_or(MlirLinkage::External);
    match l {
        MlirLinkage::External => Linkage::External,
        MlirLinkage::AvailableExternally => Linkage::AvailableExternally,
        MlirLinkage::Linkonce => Linkage::LinkOnce,
        MlirLinkage::LinkonceOdr => Linkage::LinkOnceOdr,
        MlirLinkage::Weak => Linkage::Weak,
        MlirLinkage::WeakOdr => Linkage::WeakOdr,
        MlirLinkage::Appending => Linkage::Appending,
        MlirLinkage::Internal => Linkage::Internal,
        MlirLinkage::Private => Linkage::Private,
        MlirLinkage::ExternWeak => Linkage::ExternWeak,
        MlirLinkage::Common => Linkage::Common,
    }
}

/// The integer value of an integer attribute.
pub fn int_of(t: &ModuleTranslation<'_, '_>, attr: Option<Attribute>) -> Option<i64> {
    attr.and_then(|a| a.as_integer(t.ctx())).and_then(|v| v.as_i64())
}

/// LLVM's visibility of a `visibility_` property.
pub fn visibility(t: &ModuleTranslation<'_, '_>, attr: Option<Attribute>) -> Visibility {
    match int_of(t, attr) {
        Some(1) => Visibility::Hidden,
        Some(2) => Visibility::Protected,
        _ => Visibility::Default,
    }
}

/// Creates the variable of the global `op`, with its value attribute.
pub fn declare_global(t: &mut ModuleTranslation<'_, '_>, op: Op) -> Result<(), Vec<Diagnostic>> {
    let ir = t.ir();
    let ctx = t.ctx();
    let name = op
        .inherent_attr(ir, "sym_name")
        .and_then(|a| a.as_string(ctx))
        .unwrap_or_default()
        .to_vec();
    let global_ty = op.inherent_attr(ir, "global_type").and_then(|a| match a.data(ctx) {
        AttrData::Type(ty) => Some(*ty),
        _ => None,
    });
    let Some(global_ty) = global_ty else {
        return Err(vec![op.emit_error(ir, "global without a type")]);
    };
    let mut ty = t.convert_type(global_ty).map_err(|m| vec![op.emit_error(ir, m)])?;
    let mut init = None;
    if let Some(value) = op.inherent_attr(ir, "value") {
        if let Some(bytes) = value.as_string(ctx) {
            let c = Value::const_bytes(t.module(), bytes);
            ty = c.ty();
            init = Some(c);
        } else {
            init = Some(constant(t, op, ty, value).map_err(|d| vec![d])?);
        }
    }
    let link = linkage(t, op.inherent_attr(ir, "linkage"));
    let drop_init = (link == Linkage::External && init.is_none()) || link == Linkage::ExternWeak;
    let has_region = op.num_regions(ir) > 0 && !op.region(ir, 0).is_empty(ir);
    let addr_space = int_of(t, op.inherent_attr(ir, "addr_space")).unwrap_or(0) as u32;
    let global = t.module().add_global(ty, &name, addr_space);
    match (drop_init, init) {
        (false, Some(c)) => global.set_initializer(c),
        (false, None) if !has_region => global.set_initializer(Value::undef(ty)),
        (false, None) => global.set_initializer(Value::undef(ty)),
        _ => {}
    }
    global.set_global_constant(op.inherent_attr(ir, "constant").is_some());
    global.set_linkage(link);
    if op.inherent_attr(ir, "thread_local_").is_some() {
        global.set_thread_local(true);
    }
    if op.inherent_attr(ir, "externally_initialized").is_some() {
        global.set_externally_initialized(true);
    }
    if let Some(kind) = int_of(t, op.inherent_attr(ir, "unnamed_addr")) {
        global.set_unnamed_addr(kind as u32);
    }
    if let Some(section) = op.inherent_attr(ir, "section").and_then(|a| a.as_string(ctx)) {
        global.set_section(&String::from_utf8_lossy(section));
    }
    if let Some(align) = int_of(t, op.inherent_attr(ir, "alignment")) {
        global.set_alignment(align as u32);
    }
    global.set_visibility(visibility(t, op.inherent_attr(ir, "visibility_")));
    t.map_global(&String::from_utf8_lossy(&name), global);
    Ok(())
}

/// Builds the initializer region of the global `op`, if it has one, and
/// sets the constant it returns.
pub fn convert_global_initializer(
    t: &mut ModuleTranslation<'_, '_>,
    op: Op,
) -> Result<(), Vec<Diagnostic>> {
    let ir = t.ir();
    if op.num_regions(ir) == 0 {
        return Ok(());
    }
    let Some(block) = op.region(ir, 0).first_block(ir) else { return Ok(()) };
    let module = t.module();
    let builder = Builder::new(module);
    let name =
        op.inherent_attr(ir, "sym_name").and_then(|a| a.as_string(t.ctx())).unwrap_or_default();
    let name = String::from_utf8_lossy(name).into_owned();
    let mut returned = None;
    for inner in block.ops(ir) {
        if inner.name(ir).as_str(t.ctx()) == "llvm.return" {
            returned = Some(t.lookup_value(inner, inner.operand(ir, 0)).map_err(|d| vec![d])?);
            break;
        }
        if let Err(mut diags) = t.convert_operation(inner, &builder) {
            diags.push(inner.emit_error(ir, "fail to convert global initializer"));
            return Err(diags);
        }
        if inner.num_results(ir) > 0 {
            let v = t.lookup_value(inner, inner.result(ir, 0)).map_err(|d| vec![d])?;
            if !v.is_constant() {
                return Err(vec![inner.emit_error(ir, "unemittable constant value")]);
            }
        }
    }
    let (Some(global), Some(value)) = (t.lookup_global(&name), returned) else { return Ok(()) };
    let link = linkage(t, op.inherent_attr(ir, "linkage"));
    if !(link == Linkage::ExternWeak) {
        global.set_initializer(value);
    }
    Ok(())
}
