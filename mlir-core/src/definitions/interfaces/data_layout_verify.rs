//! The checks of a data layout specification on an op (MLIR's
//! `verifyDataLayoutSpec` and `verifyDataLayoutOp`): each group of type
//! entries by the rules of its kind (builtin integers, floats and `index`
//! here, a dialect type kind through its [`DataLayoutTypeInterface`]),
//! each identifier entry by the dialect its prefix names, then whether the
//! specification combines with those of the modules around the op.
//!
//! [`DataLayoutTypeInterface`]: super::data_layout::DataLayoutTypeInterface

use crate::context::Context;
use crate::context::diagnostics::{Diagnostic, VerifyResult};
use crate::context::display_hooks::{attr_text, type_text};
use crate::ir::{IrView, Op};

use super::data_layout::DataLayoutTypeInterfaceRef;
use super::data_layout_spec::{
    DATA_LAYOUT_SPEC_ATTR, DataLayoutDialectInterfaceRef, DataLayoutEntry, DataLayoutEntryKey,
    TypeKind, combine_specs, dense_i64_values, is_module, referenced_dialect, spec_entries,
};

/// Checks the entries of one specification; the message of the first
/// fault otherwise. Type entries are checked first, a kind at a time in
/// the order the kinds first appear, then identifier entries.
pub fn verify_data_layout_spec(ctx: &Context, entries: &[DataLayoutEntry]) -> Result<(), String> {
    let mut kinds: Vec<(TypeKind, Vec<DataLayoutEntry>)> = Vec::new();
    for &entry in entries {
        let Some(ty) = entry.key_type() else { continue };
        let kind = TypeKind::of(ctx, ty);
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, group)) => group.push(entry),
            None => kinds.push((kind, vec![entry])),
        }
    }
    for (kind, group) in &kinds {
        verify_type_entries(ctx, *kind, group)?;
    }
    for entry in entries.iter().filter(|e| matches!(e.key, DataLayoutEntryKey::Id(_))) {
        let id = entry.key.id_str(ctx).unwrap_or_default();
        // An identifier of no known dialect may be meant for one that is
        // not registered: it is left alone.
        let Some(namespace) = referenced_dialect(ctx, id) else { continue };
        let Some(dialect) = DataLayoutDialectInterfaceRef::get(ctx, namespace) else {
            return Err(format!(
                "the '{namespace}' dialect does not support identifier data layout entries"
            ));
        };
        dialect.verify_entry(ctx, entry)?;
    }
    Ok(())
}

/// Checks the entries of one kind of type.
fn verify_type_entries(
    ctx: &Context,
    kind: TypeKind,
    group: &[DataLayoutEntry],
) -> Result<(), String> {
    let Some(sample) = group[0].key_type() else { return Ok(()) };
    match kind {
        TypeKind::Index => {
            if group[0].value.as_integer(ctx).is_none() {
                return Err(format!(
                    "expected integer attribute in the data layout entry for '{}'",
                    type_text(ctx, sample)
                ));
            }
            Ok(())
        }
        TypeKind::Integer | TypeKind::Float(_) => {
            group.iter().try_for_each(|entry| verify_alignment_entry(ctx, entry))
        }
        _ if kind.is_builtin() => Err("unexpected data layout for a built-in type".into()),
        _ => match DataLayoutTypeInterfaceRef::get(ctx, sample) {
            Some(model) => model.verify_entries(ctx, group),
            None => Err("data layout specified for a type that does not support it".into()),
        },
    }
}

/// Checks an integer or float entry: `dense<[abi, preferred]>` or
/// `dense<abi>` of `i64`, the preferred alignment at least the ABI's.
fn verify_alignment_entry(ctx: &Context, entry: &DataLayoutEntry) -> Result<(), String> {
    let printed = || attr_text(ctx, entry.attr);
    let Some(values) = dense_i64_values(ctx, entry.value) else {
        return Err(format!(
            "expected a dense i64 elements attribute in the data layout entry {}",
            printed()
        ));
    };
    let (Some(&abi), Some(&preferred), 1..=2) = (values.first(), values.last(), values.len())
    else {
        return Err(format!("expected 1 or 2 elements in the data layout entry {}", printed()));
    };
    if preferred < abi {
        return Err(format!(
            "preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry {}",
            printed()
        ));
    }
    Ok(())
}

/// Checks the `dlti.dl_spec` of the module `op` (MLIR's
/// `verifyDataLayoutOp`): its entries, reported at the module, then
/// whether it combines with the specifications of the modules around it,
/// reported with a note at each of them.
pub fn verify_data_layout_op(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let Some(spec) = op.get_attr(ir, DATA_LAYOUT_SPEC_ATTR) else { return Ok(()) };
    let Some(entries) = spec_entries(ctx, spec) else { return Ok(()) };
    if let Err(message) = verify_data_layout_spec(ctx, &entries) {
        return Err(vec![Diagnostic::error(op.loc(ir), message)]);
    }
    let parents: Vec<Op> = std::iter::successors(op.parent_op(ir), |at| at.parent_op(ir))
        .filter(|&at| is_module(ir, at))
        // A top-level module without a specification is the one the
        // parser made: it gets no note. Other modules without one get a
        // note, though they add nothing to combine.
        .filter(|&at| {
            at.parent_op(ir).is_some() || at.get_attr(ir, DATA_LAYOUT_SPEC_ATTR).is_some()
        })
        .collect();
    let mut specs: Vec<Vec<DataLayoutEntry>> = parents
        .iter()
        .rev()
        .filter_map(|&at| at.get_attr(ir, DATA_LAYOUT_SPEC_ATTR))
        .filter_map(|spec| spec_entries(ctx, spec))
        .collect();
    specs.push(entries);
    if combine_specs(ctx, &specs).is_none() {
        let mut diag =
            op.emit_error(ir, "data layout does not combine with layouts of enclosing ops");
        for parent in parents {
            diag = diag.with_note(parent.loc(ir), "enclosing op with data layout");
        }
        return Err(vec![diag]);
    }
    Ok(())
}
