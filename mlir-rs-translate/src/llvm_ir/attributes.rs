//! Function, parameter and result attributes: the `llvm.*` entries of
//! argument and result dictionaries (`llvm.noalias`, `llvm.align = 16`,
//! `llvm.byval = i32`, …) and a function's `passthrough` list (`"name"`
//! or `["key", "value"]`), and its `#llvm.memory_effects`.

use mlir_core::Attribute;
use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;
use mlir_dialects::llvm::MemoryEffectsAttr;

use super::capi::{self, Value};
use super::translation::ModuleTranslation;

/// Adds the attributes of the dictionary `dict` to `target` (a function,
/// or a call when `call`) at `index` (0 the result, `i + 1` parameter
/// `i`).
pub fn add_parameter_attributes(
    t: &mut ModuleTranslation<'_, '_>,
    op: Op,
    target: Value<'_>,
    index: u32,
    dict: Attribute,
    call: bool,
) -> Result<(), Vec<Diagnostic>> {
    let ctx = t.ctx();
    let Some(entries) = dict.as_dictionary(ctx) else { return Ok(()) };
    for entry in entries.iter().copied() {
        let name = entry.name.as_str(ctx);
        let Some(kind) = name.strip_prefix("llvm.") else { continue };
        let module = t.module();
        // LLVM 21 replaced `nocapture` with `captures(none)` (value 0).
        if kind == "nocapture" {
            if let Some(attr) = capi::Attribute::enumerated(module, "captures", 0) {
                if call {
                    target.add_call_attribute(index, attr);
                } else {
                    target.add_function_attribute(index, attr);
                }
            }
            continue;
        }
        let attr = match entry.value.data(ctx) {
            AttrData::Unit => capi::Attribute::enumerated(module, kind, 0),
            AttrData::Integer { value, .. } => {
                capi::Attribute::enumerated(module, kind, value.as_u64().unwrap_or(0))
            }
            AttrData::Type(ty) => {
                let ty = t.convert_type(*ty).map_err(|m| vec![op.emit_error(t.ir(), m)])?;
                capi::Attribute::typed(module, kind, ty)
            }
            _ => None,
        };
        let Some(attr) = attr else { continue };
        if call {
            target.add_call_attribute(index, attr);
        } else {
            target.add_function_attribute(index, attr);
        }
    }
    Ok(())
}

/// Adds a function's `passthrough` attributes.
pub fn add_passthrough(
    t: &mut ModuleTranslation<'_, '_>,
    op: Op,
    function: Value<'_>,
    list: Attribute,
) -> Result<(), Vec<Diagnostic>> {
    let ctx = t.ctx();
    let module = t.module();
    for &item in list.as_array(ctx).unwrap_or(&[]) {
        let (key, value) = match item.data(ctx) {
            AttrData::String { value, .. } => (String::from_utf8_lossy(value).into_owned(), None),
            AttrData::Array(pair) if pair.len() == 2 => {
                let key = pair[0].as_string(ctx).map(|s| String::from_utf8_lossy(s).into_owned());
                let value = pair[1].as_string(ctx).map(|s| String::from_utf8_lossy(s).into_owned());
                match (key, value) {
                    (Some(k), Some(v)) => (k, Some(v)),
                    _ => {
                        return Err(vec![op.emit_error(
                            t.ir(),
                            "expected 'passthrough' to contain string or array attributes",
                        )]);
                    }
                }
            }
            _ => {
                return Err(vec![op.emit_error(
                    t.ir(),
                    "expected 'passthrough' to contain string or array attributes",
                )]);
            }
        };
        let attr = match &value {
            None => capi::Attribute::enumerated(module, &key, 0)
                .unwrap_or_else(|| capi::Attribute::string(module, &key, "")),
            Some(v) => match (capi::LlvmModule::attribute_kind(&key), v.parse::<u64>()) {
                (k, Ok(n)) if k != 0 => {
                    capi::Attribute::enumerated(module, &key, n).expect("a known kind")
                }
                _ => capi::Attribute::string(module, &key, v),
            },
        };
        function.add_function_attribute(u32::MAX, attr);
    }
    Ok(())
}

/// Adds LLVM's `memory(...)` attribute for a function's
/// `#llvm.memory_effects`: two bits of `ModRefInfo` per location, in
/// LLVM's order of locations (argument memory, inaccessible memory,
/// `errno`, other memory, then the two target kinds).
pub fn add_memory_effects(t: &ModuleTranslation<'_, '_>, function: Value<'_>, attr: Attribute) {
    let ctx = t.ctx();
    let Some(effects) = MemoryEffectsAttr::try_from(ctx, attr) else { return };
    let by_location = [
        effects.arg_mem(ctx),
        effects.inaccessible_mem(ctx),
        effects.errno_mem(ctx),
        effects.other(ctx),
        effects.target_mem0(ctx),
        effects.target_mem1(ctx),
    ];
    let encoded = by_location
        .iter()
        .enumerate()
        .fold(0u64, |bits, (location, &info)| bits | ((info as u64) << (2 * location)));
    if let Some(memory) = capi::Attribute::enumerated(t.module(), "memory", encoded) {
        function.add_function_attribute(u32::MAX, memory);
    }
}
