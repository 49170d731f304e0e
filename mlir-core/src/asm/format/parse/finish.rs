//! The finish stage of the format parser: once the elements are parsed,
//! fills the op state (result types, operands resolved against their types,
//! written, derived or inferred, successors, regions, implicit terminators,
//! segment sizes, properties) and infers result types.

use crate::asm::format::FormatParseState;
use crate::asm::format::{OpFormat, TypeRef, TypeSource};
use crate::asm::parser::{PResult, Parser, UnresolvedOperand};
use crate::context::builtin::types::Type;
use crate::definitions::format_tables::{GROUPS_INLINE, TypeGroup};
use crate::definitions::op_def::OpDef;
use crate::ir::{OperationState, Region};
use crate::semantics::op_invariants::{Arity, Segments};
use smallvec::SmallVec;

/// Fills the op state: operands resolved against their types, result
/// types, successors, regions and properties.
pub(super) fn finish(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    mut s: FormatParseState,
    format: &OpFormat,
    def: &OpDef,
) -> PResult<()> {
    let ctx = p.context();
    // Result types first (MLIR adds them before resolving operands).
    let mut result_types: SmallVec<[TypeGroup; GROUPS_INLINE]> =
        SmallVec::with_capacity(format.result_types.len());
    if let Some(all) = s.all_result_types.take() {
        state.result_types = all;
    } else {
        for (g, source) in format.result_types.iter().enumerate() {
            let types = match *source {
                TypeSource::Written | TypeSource::Custom => {
                    s.result_types[g].clone().unwrap_or_default()
                }
                TypeSource::Inferred => TypeGroup::new(),
                TypeSource::TransformedList(r, f) => {
                    TypeGroup::from_vec(f(ctx, first_type(p, &s, format, r)?))
                }
                TypeSource::TransformedRange(r, f) => {
                    TypeGroup::from_vec(f(ctx, &group_types(p, &s, format, r)?))
                }
                _ => smallvec::smallvec![derived_type(p, &s, format, *source)?],
            };
            result_types.push(types);
        }
        state.result_types = result_types.iter().flatten().copied().collect();
    }
    // Operands against their types: as one list when the format writes
    // `operands` or `type(operands)` (as MLIR does, at the op's name when
    // the list is the groups'), else group by group.
    let all_operands = s.all_operands.take();
    let all_operand_types = s.all_operand_types.take();
    if all_operands.is_some() || all_operand_types.is_some() {
        let (list, at) =
            all_operands.unwrap_or_else(|| (s.operands.concat(), p.custom_op_name_offset()));
        let types = match all_operand_types {
            Some(types) => types,
            None => {
                // Each group's types; a type the format leaves out stands
                // for the one operand of its group (with `operands`, only
                // single groups may leave their type out).
                let mut types = Vec::new();
                for (g, source) in format.operand_types.iter().enumerate() {
                    match *source {
                        TypeSource::Written | TypeSource::Custom => {
                            types.extend(s.operand_types[g].iter().flatten().copied());
                        }
                        TypeSource::Inferred => {}
                        TypeSource::TransformedList(r, f) => {
                            types.extend(f(ctx, first_type(p, &s, format, r)?));
                        }
                        TypeSource::TransformedRange(r, f) => {
                            types.extend(f(ctx, &group_types(p, &s, format, r)?));
                        }
                        source => {
                            let ty = derived_type(p, &s, format, source)?;
                            // A lone group's type stands for all its operands
                            // (MLIR resolves the list against one type).
                            let n = if format.operand_types.len() == 1 { list.len() } else { 1 };
                            types.extend(std::iter::repeat_n(ty, n));
                        }
                    }
                }
                types
            }
        };
        resolve(p, state, &list, &types, at)?;
    } else {
        for g in 0..format.operand_types.len() {
            let list = std::mem::take(&mut s.operands[g]);
            let at = s.operand_at[g];
            let types = match format.operand_types[g] {
                TypeSource::Written | TypeSource::Custom => {
                    s.operand_types[g].clone().unwrap_or_default()
                }
                TypeSource::Inferred => TypeGroup::new(),
                TypeSource::TransformedList(r, f) => {
                    TypeGroup::from_vec(f(ctx, first_type(p, &s, format, r)?))
                }
                TypeSource::TransformedRange(r, f) => {
                    TypeGroup::from_vec(f(ctx, &group_types(p, &s, format, r)?))
                }
                source => {
                    // One type for every operand of the group.
                    if !list.is_empty() {
                        let ty = derived_type(p, &s, format, source)?;
                        for r in &list {
                            let v = p.resolve_operand(r, ty)?;
                            state.operands.push(v);
                        }
                    }
                    s.operands[g] = list;
                    continue;
                }
            };
            resolve(p, state, &list, &types, at)?;
            s.operands[g] = list;
        }
    }
    // Successors and regions in declaration order.
    match s.all_successors.take() {
        Some(all) => state.successors = all,
        None => state.successors = s.successors.concat(),
    }
    if let Some(terminator) = def.traits.implicit_terminator() {
        for &region in &s.format_regions {
            p.ensure_terminator(region, terminator, state.loc);
        }
    }
    // A single region the format did not parse (an absent optional group)
    // is still created, empty, as MLIR's generated parsers do.
    for (g, arity) in format.regions.iter().enumerate() {
        let g = g as u16;
        if *arity != Arity::Variadic && !s.regions.iter().any(|(group, _)| *group == g) {
            let region = empty_region(p, state, &mut s);
            s.regions.push((g, region));
        }
    }
    s.regions.sort_by_key(|(g, _)| *g);
    state.regions.extend(s.regions.iter().map(|(_, r)| *r));
    // Segment sizes, implied by the groups.
    if let Segments::Sized { slot } = format.operands.segments {
        let sizes: Vec<i32> = s.operands.iter().map(|l| l.len() as i32).collect();
        s.attrs[slot] = Some(ctx.dense_i32_array(&sizes));
    }
    if let Segments::Sized { slot } = format.results.segments {
        let sizes: Vec<i32> = result_types.iter().map(|l| l.len() as i32).collect();
        s.attrs[slot] = Some(ctx.dense_i32_array(&sizes));
    }
    // Properties: those the format wrote, overridden by inherent attributes
    // given in the attribute dictionary (as in MLIR, the dictionary wins).
    let mut props = s.attrs;
    if !state.attrs.is_empty() {
        for (slot, name) in def.property_names.iter().enumerate() {
            if def.is_pure_property(slot) {
                continue;
            }
            let id = ctx.ident(name);
            if let Some(i) = state.attrs.iter().position(|a| a.name == id) {
                props[slot] = Some(state.attrs.remove(i).value);
            }
        }
    }
    state.props = props;
    if format.infer_results {
        // Inference may look into the regions: they must be parsed.
        p.will_inspect_regions(&state.regions);
        let view: &crate::ir::IrView = p.ir();
        match crate::definitions::interfaces::infer_type::infer_state_result_types(
            view, state, None,
        ) {
            Ok(types) => state.result_types = types,
            Err(d) => return Err(p.plain_error_at(p.custom_op_name_offset(), d.message.clone())),
        }
    }
    Ok(())
}

/// The (first) type of group `r`, written or derived.
fn first_type(
    p: &Parser<'_>,
    s: &FormatParseState,
    format: &OpFormat,
    r: TypeRef,
) -> PResult<Type> {
    derived_type(p, s, format, TypeSource::SameAs(r))
}

/// All types of group `r`, which the format writes (the source of a
/// [`TypeSource::TransformedRange`]).
fn group_types(
    p: &Parser<'_>,
    s: &FormatParseState,
    format: &OpFormat,
    r: TypeRef,
) -> PResult<Vec<Type>> {
    let (types, source) = match r {
        TypeRef::Operand(g) => {
            (&s.operand_types[usize::from(g)], format.operand_types[usize::from(g)])
        }
        TypeRef::Result(g) => {
            (&s.result_types[usize::from(g)], format.result_types[usize::from(g)])
        }
    };
    match (source, types) {
        (TypeSource::Written | TypeSource::Custom, Some(types)) => Ok(types.to_vec()),
        (TypeSource::Written | TypeSource::Custom, None) => Ok(Vec::new()),
        _ => Err(p.plain_error_at(
            p.custom_op_name_offset(),
            "type of a group the format leaves out is unknown",
        )),
    }
}

/// A new empty region for the op `state` describes (in the body of its
/// other regions when it is isolated).
fn empty_region(p: &mut Parser<'_>, state: &OperationState, s: &mut FormatParseState) -> Region {
    let body = s.region_body(p, state);
    p.new_empty_region(body)
}

/// The type of a group whose types the format leaves out.
fn derived_type(
    p: &Parser<'_>,
    s: &FormatParseState,
    format: &OpFormat,
    source: TypeSource,
) -> PResult<Type> {
    let ctx = p.context();
    let first_of = |r: TypeRef| -> Option<Type> {
        let (types, source) = match r {
            TypeRef::Operand(g) => {
                (&s.operand_types[usize::from(g)], format.operand_types[usize::from(g)])
            }
            TypeRef::Result(g) => {
                (&s.result_types[usize::from(g)], format.result_types[usize::from(g)])
            }
        };
        match source {
            TypeSource::Written | TypeSource::Custom => {
                types.as_ref().and_then(|t| t.first().copied())
            }
            _ => None,
        }
    };
    let of = |r: TypeRef| -> PResult<Type> {
        if let Some(t) = first_of(r) {
            return Ok(t);
        }
        // A chain: the source is itself derived.
        let source = match r {
            TypeRef::Operand(g) => format.operand_types[usize::from(g)],
            TypeRef::Result(g) => format.result_types[usize::from(g)],
        };
        match source {
            TypeSource::Written | TypeSource::Custom | TypeSource::Inferred => Err(p
                .plain_error_at(
                    p.custom_op_name_offset(),
                    "type of a group the format leaves out is unknown",
                )),
            other => derived_type(p, s, format, other),
        }
    };
    match source {
        TypeSource::Buildable(build) => Ok(build(ctx)),
        TypeSource::AttrType(slot) => match s.attr(slot).and_then(|a| a.typed_attr_type(ctx)) {
            Some(ty) => Ok(ty),
            None => Err(
                p.error_at_offset(p.custom_op_name_offset(), "invalid kind of attribute specified")
            ),
        },
        TypeSource::SameAs(r) => of(r),
        TypeSource::Transformed(r, f) => {
            let ty = of(r)?;
            let spec = match r {
                TypeRef::Operand(g) => format.operands.specs.get(usize::from(g)),
                TypeRef::Result(g) => format.results.specs.get(usize::from(g)),
            };
            if let Some(spec) = spec
                && !(spec.check)(ctx, ty)
            {
                return Err(p.error_at_offset(
                    p.custom_op_name_offset(),
                    format!(
                        "'{}' must be {}, but got '{}'",
                        spec.name,
                        (spec.description)(),
                        crate::asm::printer::type_to_string(ctx, ty)
                    ),
                ));
            }
            Ok(f(ctx, ty))
        }
        TypeSource::Written
        | TypeSource::Custom
        | TypeSource::Inferred
        | TypeSource::TransformedList(..)
        | TypeSource::TransformedRange(..) => Err(p.plain_error_at(
            p.custom_op_name_offset(),
            "type of a group the format leaves out is unknown",
        )),
    }
}

/// Resolves `list` against `types`: one type per operand, or one type for
/// all of them.
fn resolve(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    list: &[UnresolvedOperand],
    types: &[Type],
    at: usize,
) -> PResult<()> {
    p.resolve_operands(list, types, at, &mut state.operands)
}
