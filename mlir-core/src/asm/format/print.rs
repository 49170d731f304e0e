//! The printer half of the format interpreter: walks an [`OpFormat`] and
//! prints an op's custom form after its name. Blanks come from the
//! elements' precomputed `space` flags, so the output follows MLIR's
//! generator-time spacing exactly.

use std::ops::Range;

use super::{Anchor, AttrSyntax, Element, OpFormat, TypeOf, equals_default};
use crate::asm::printer::AsmPrinter;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::{Type, TypeData};
use crate::definitions::op_def::OpDef;
use crate::ir::{Block, IrView, Op, Region, Value};
use crate::semantics::op_invariants::ValueGroups;

/// Prints `op` (everything after its name) as `format` describes.
pub fn print(p: &mut AsmPrinter<'_>, op: Op, format: &OpFormat) {
    let ir = p.ir();
    let Some(def) = op.name(ir).def(p.ctx()) else { return };
    let cx = Cx { op, def, format };
    print_elements(p, &cx, format.elements);
}

/// What every element printer needs.
struct Cx<'f> {
    op: Op,
    def: &'static OpDef,
    format: &'f OpFormat,
}

fn print_elements(p: &mut AsmPrinter<'_>, cx: &Cx<'_>, elements: &[Element]) {
    for element in elements {
        print_element(p, cx, element);
    }
}

fn blank(p: &mut AsmPrinter<'_>, space: bool) {
    if space {
        p.write_char(' ');
    }
}

fn print_element(p: &mut AsmPrinter<'_>, cx: &Cx<'_>, element: &Element) {
    let ir = p.ir();
    let op = cx.op;
    match *element {
        Element::Literal { text, space } => {
            blank(p, space);
            p.write_str(text);
        }
        Element::Space => p.write_char(' '),
        Element::Newline => p.newline(),
        Element::Operand { group, space } => {
            blank(p, space);
            let range = operand_range(ir, op, cx.format.operands, group);
            p.print_separated(range.map(|i| op.operand(ir, i)), AsmPrinter::print_value_use);
        }
        Element::Operands { space } => {
            blank(p, space);
            p.print_separated(op.operands(ir), AsmPrinter::print_value_use);
        }
        Element::Attr { slot, syntax, space, .. } => {
            blank(p, space);
            if let Some(attr) = prop(ir, op, slot) {
                print_attr(p, attr, syntax);
            }
        }
        Element::Successor { group, space } => {
            blank(p, space);
            let blocks = successor_group(ir, op, cx.format, group);
            p.print_separated(blocks, AsmPrinter::print_block_name);
        }
        Element::Successors { space } => {
            blank(p, space);
            p.print_separated(op.successors(ir), AsmPrinter::print_block_name);
        }
        Element::Region { group, space } => {
            blank(p, space);
            let range = region_range(ir, op, cx.format, group);
            for (k, i) in range.enumerate() {
                if k > 0 {
                    p.write_str(", ");
                }
                print_format_region(p, cx, op.region(ir, i));
            }
        }
        Element::Regions { space } => {
            blank(p, space);
            for (k, r) in op.regions(ir).enumerate() {
                if k > 0 {
                    p.write_str(", ");
                }
                print_format_region(p, cx, r);
            }
        }
        Element::Type { of, stripped, space, .. } => {
            blank(p, space);
            let types = types_of(ir, op, cx.format, of);
            match stripped {
                None => p.print_type_list(&types),
                Some(def) => p.print_separated(types, |p, ty| match ty.data(p.ctx()) {
                    TypeData::Dialect(d) if std::ptr::eq(d.def, def) => {
                        (def.param_syntax().print)(p, d)
                    }
                    _ => p.print_type(ty),
                }),
            }
        }
        Element::FunctionalType { inputs, results, space } => {
            blank(p, space);
            let inputs = types_of(ir, op, cx.format, inputs);
            let results = types_of(ir, op, cx.format, results);
            p.write_char('(');
            p.print_type_list(&inputs);
            p.write_str(") -> ");
            p.print_result_types(&results);
        }
        Element::AttrDict { keyword } => print_attr_dict(p, cx, keyword),
        Element::PropDict { space } => {
            blank(p, space);
            print_prop_dict(p, cx);
        }
        Element::Custom { directive, space } => {
            blank(p, space);
            (directive.print)(p, op);
        }
        Element::Optional(group) => {
            if anchor_present(ir, cx, group.anchor) != group.inverted {
                print_elements(p, cx, group.then);
            } else {
                print_elements(p, cx, group.otherwise);
            }
        }
        Element::OIList(clauses) => {
            for clause in clauses {
                if anchor_present(ir, cx, clause.anchor) {
                    p.write_char(' ');
                    p.write_str(clause.keyword);
                    print_elements(p, cx, clause.elements);
                }
            }
        }
    }
}

/// Prints a region with its entry arguments; the terminator of an op with
/// `SingleBlockImplicitTerminator` is left out when it carries nothing (no
/// operands, results or attributes), so the parser can add it back. The
/// op's default dialect holds inside it, as in a hand-written form's
/// regions: an enclosing op's does not reach through.
fn print_format_region(p: &mut AsmPrinter<'_>, cx: &Cx<'_>, region: Region) {
    let ir = p.ir();
    let mut print_terminators = true;
    if cx.def.traits.implicit_terminator().is_some()
        && let Some(term) = region.first_block(ir).and_then(|b| b.last_op(ir))
    {
        print_terminators =
            !term.attrs(ir).is_empty() || term.num_operands(ir) != 0 || term.num_results(ir) != 0;
    }
    p.print_op_region(cx.op, region, true, false, print_terminators);
}

/// The attribute in property slot `slot`.
fn prop(ir: &IrView, op: Op, slot: u16) -> Option<Attribute> {
    op.props(ir).get(usize::from(slot)).copied().flatten()
}

/// Prints an attribute variable in its syntax.
fn print_attr(p: &mut AsmPrinter<'_>, attr: Attribute, syntax: AttrSyntax) {
    let ctx = p.ctx();
    match syntax {
        AttrSyntax::Full | AttrSyntax::Unit | AttrSyntax::SymbolRef => p.print_attribute(attr),
        AttrSyntax::Str => print_attr_without_type(p, attr),
        AttrSyntax::WithoutType(_) => print_attr_without_type(p, attr),
        AttrSyntax::UnitKeyword => {
            if matches!(attr.data(ctx), AttrData::Unit) {
                p.write_str("unit");
            }
        }
        AttrSyntax::SymbolName => match attr.data(ctx) {
            AttrData::String { value, .. } => {
                let name = crate::support::text_bytes::from_bytes(value).into_owned();
                p.print_symbol_name(&name);
            }
            _ => p.print_attribute(attr),
        },
        AttrSyntax::TypeAttr => match attr.as_type(ctx) {
            Some(ty) => p.print_type(ty),
            None => p.print_attribute(attr),
        },
        AttrSyntax::DenseArray(_) => p.print_dense_array_elements(attr),
        // Its alias when it has one (MLIR's `printStrippedAttrOrType`).
        AttrSyntax::Stripped(def) => match attr.data(ctx) {
            AttrData::Dialect(d) if std::ptr::eq(d.def, def) => {
                p.print_attribute_stripped(attr, |p| (def.param_syntax().print)(p, d))
            }
            _ => p.print_attribute(attr),
        },
        AttrSyntax::NamedEnum(named) => named.print(p, attr),
        AttrSyntax::EnumKeyword(e) => {
            let keyword =
                attr.as_integer(ctx).and_then(|v| v.as_u64()).and_then(|v| e.stringify(v));
            match keyword {
                Some(k) => p.write_str(&k),
                None => p.print_attribute(attr),
            }
        }
    }
}

/// An integer or float without ` : type` (MLIR's `printAttributeWithoutType`).
fn print_attr_without_type(p: &mut AsmPrinter<'_>, attr: Attribute) {
    let ctx = p.ctx();
    match attr.data(ctx) {
        AttrData::Integer { ty, value } => {
            let text = if ty.is_signless_integer(ctx, 1) {
                (if value.is_zero() { "false" } else { "true" }).to_owned()
            } else if matches!(
                ty.as_integer(ctx),
                Some((_, crate::support::apint::Signedness::Unsigned))
            ) {
                value.to_unsigned_string()
            } else {
                value.to_signed_string()
            };
            p.write_str(&text);
        }
        AttrData::Float { ty, bits } => match ty.as_float(ctx) {
            Some(kind) => {
                p.print_float_value(kind, bits.get());
            }
            None => p.print_attribute(attr),
        },
        AttrData::String { value, .. } => {
            let value = value.clone();
            p.print_string(&value);
        }
        _ => p.print_attribute(attr),
    }
}

/// ` {…}` / ` attributes {…}`: the discardable attributes and the inherent
/// ones the format does not write, sorted by name, without default-valued
/// ones equal to their default.
fn print_attr_dict(p: &mut AsmPrinter<'_>, cx: &Cx<'_>, keyword: bool) {
    let ir = p.ir();
    let ctx = p.ctx();
    let op = cx.op;
    let props = op.props(ir);
    let attrs = op.attrs(ir);
    let mut inherent: Vec<(crate::context::Identifier, Attribute)> = Vec::new();
    // With a `prop-dict`, the dictionary holds the discardable attributes
    // only (the properties are all in `<{…}>`).
    let inherent_too = !cx.format.prop_dict;
    for (slot, (name, value)) in cx.def.property_names.iter().zip(props).enumerate() {
        let Some(value) = *value else { continue };
        if !inherent_too
            || cx.def.is_pure_property(slot)
            || cx.format.bound_attrs.contains(&(slot as u16))
            || equals_default(ctx, cx.def, slot, value)
        {
            continue;
        }
        inherent.push((ctx.ident(name), value));
    }
    if inherent.is_empty() && attrs.is_empty() {
        return;
    }
    let mut entries: Vec<(crate::context::Identifier, Attribute)> =
        attrs.iter().map(|a| (a.name, a.value)).chain(inherent).collect();
    if entries.len() > 1 {
        entries.sort_by(|a, b| crate::support::text_bytes::cmp(a.0.as_str(ctx), b.0.as_str(ctx)));
    }
    p.write_str(if keyword { " attributes {" } else { " {" });
    p.print_dict_entries(entries.into_iter());
    p.write_char('}');
}

/// `<{…}>`: the properties the format does not write.
fn print_prop_dict(p: &mut AsmPrinter<'_>, cx: &Cx<'_>) {
    let ir = p.ir();
    let ctx = p.ctx();
    let props = cx.op.props(ir);
    let mut entries: Vec<(crate::context::Identifier, Attribute)> = Vec::new();
    for (slot, (name, value)) in cx.def.property_names.iter().zip(props).enumerate() {
        let Some(value) = *value else { continue };
        if cx.format.bound_attrs.contains(&(slot as u16))
            || equals_default(ctx, cx.def, slot, value)
        {
            continue;
        }
        entries.push((ctx.ident(name), value));
    }
    if entries.is_empty() {
        return;
    }
    entries.sort_by(|a, b| crate::support::text_bytes::cmp(a.0.as_str(ctx), b.0.as_str(ctx)));
    p.write_str("<{");
    p.print_dict_entries(entries.into_iter());
    p.write_str("}>");
}

/// Whether an optional group's anchor is present.
fn anchor_present(ir: &IrView, cx: &Cx<'_>, anchor: Anchor) -> bool {
    let op = cx.op;
    match anchor {
        Anchor::Operand(g) => !operand_range(ir, op, cx.format.operands, g).is_empty(),
        Anchor::Attr(slot) => match prop(ir, op, slot) {
            Some(attr) => !equals_default(ir.ctx(), cx.def, usize::from(slot), attr),
            None => false,
        },
        // A unit property that is not set holds `false`.
        Anchor::ElidedUnitAttr(slot) => {
            prop(ir, op, slot).is_some_and(|a| matches!(a.data(ir.ctx()), AttrData::Unit))
        }
        Anchor::Region(g) => {
            region_range(ir, op, cx.format, g).any(|i| op.region(ir, i).first_block(ir).is_some())
        }
        Anchor::Successor(g) => !successor_group(ir, op, cx.format, g).is_empty(),
        Anchor::Type(of) => !types_of(ir, op, cx.format, of).is_empty(),
        Anchor::Never => false,
    }
}

/// The operand indices of group `group`.
fn operand_range(ir: &IrView, op: Op, groups: &ValueGroups, group: u16) -> Range<usize> {
    groups.range(ir, op, op.num_operands(ir), usize::from(group))
}

/// The values of operand group `group` of `op`.
pub fn operand_group(ir: &IrView, op: Op, format: &OpFormat, group: u16) -> Vec<Value> {
    operand_range(ir, op, format.operands, group).map(|i| op.operand(ir, i)).collect()
}

/// The results of result group `group` of `op`.
pub fn result_group(ir: &IrView, op: Op, format: &OpFormat, group: u16) -> Vec<Value> {
    format
        .results
        .range(ir, op, op.num_results(ir), usize::from(group))
        .map(|i| op.result(ir, i))
        .collect()
}

/// The blocks of successor group `group`: single groups take one, the
/// variadic group (last) the rest.
pub fn successor_group(ir: &IrView, op: Op, format: &OpFormat, group: u16) -> Vec<Block> {
    let all: Vec<Block> = op.successors(ir).collect();
    let start = usize::from(group).min(all.len());
    let is_last = usize::from(group) + 1 == format.successors.len();
    let end = if is_last { all.len() } else { (start + 1).min(all.len()) };
    all[start..end].to_vec()
}

/// The regions of region group `group` of `op`.
pub fn region_group(ir: &IrView, op: Op, format: &OpFormat, group: u16) -> Vec<Region> {
    region_range(ir, op, format, group).map(|i| op.region(ir, i)).collect()
}

/// The region indices of region group `group` (the variadic group is last).
fn region_range(ir: &IrView, op: Op, format: &OpFormat, group: u16) -> Range<usize> {
    let n = op.num_regions(ir);
    let start = usize::from(group).min(n);
    let is_last = usize::from(group) + 1 == format.regions.len();
    let end = if is_last { n } else { (start + 1).min(n) };
    start..end
}

/// The types a type directive prints.
fn types_of(ir: &IrView, op: Op, format: &OpFormat, of: TypeOf) -> Vec<Type> {
    match of {
        TypeOf::Operand(g) => {
            operand_range(ir, op, format.operands, g).map(|i| op.operand(ir, i).ty(ir)).collect()
        }
        TypeOf::Result(g) => format
            .results
            .range(ir, op, op.num_results(ir), usize::from(g))
            .map(|i| op.result(ir, i).ty(ir))
            .collect(),
        TypeOf::Operands => op.operands(ir).map(|v| v.ty(ir)).collect(),
        TypeOf::Results => op.results(ir).map(|v| v.ty(ir)).collect(),
    }
}
