//! Walking and replacing the sub-elements of types and attributes: the
//! types and attributes nested inside them (a tensor's element type, an
//! array's elements, a symbol reference inside a dictionary …). Symbol
//! handling and type conversion build on these.
//!
//! Both operations are iterative (explicit stacks), so arbitrarily nested
//! values cannot overflow the stack.

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute, NamedAttr};
use crate::context::builtin::location::LocationData;
use crate::context::builtin::types::{Type, TypeData};
use crate::context::dialect_attr::AttrParam;

/// A type or an attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Element {
    /// A type.
    Type(Type),
    /// An attribute (locations included).
    Attr(Attribute),
}

/// The types and attributes in dialect parameters, lists flattened in
/// order.
fn param_elements(params: &[AttrParam], out: &mut Vec<Element>) {
    for p in params {
        match p {
            AttrParam::Attr(a) => out.push(Element::Attr(*a)),
            AttrParam::Type(t) => out.push(Element::Type(*t)),
            AttrParam::List(items) => param_elements(items, out),
            AttrParam::Int(_) | AttrParam::Str(_) | AttrParam::Absent | AttrParam::Value(_) => {}
        }
    }
}

/// `param` with its types and attributes taken from `next`, in the order
/// [`param_elements`] lists them.
fn replace_param(param: &AttrParam, next: &mut impl FnMut() -> Element) -> AttrParam {
    match param {
        AttrParam::Attr(_) => AttrParam::Attr(attr(next())),
        AttrParam::Type(_) => AttrParam::Type(ty(next())),
        AttrParam::List(items) => {
            AttrParam::List(items.iter().map(|p| replace_param(p, next)).collect())
        }
        other => other.clone(),
    }
}

/// The direct sub-elements of a value, in their syntactic order.
pub fn direct_sub_elements(ctx: &Context, e: Element) -> Vec<Element> {
    let mut out = Vec::new();
    match e {
        Element::Type(t) => match t.data(ctx) {
            TypeData::Complex(e) => out.push(Element::Type(*e)),
            TypeData::Tuple(ts) => out.extend(ts.iter().map(|t| Element::Type(*t))),
            TypeData::Function { inputs, results } => {
                out.extend(inputs.iter().chain(results.iter()).map(|t| Element::Type(*t)));
            }
            TypeData::Vector { element, .. } | TypeData::UnrankedTensor { element } => {
                out.push(Element::Type(*element))
            }
            TypeData::RankedTensor { element, encoding, .. } => {
                out.push(Element::Type(*element));
                out.extend(encoding.map(Element::Attr));
            }
            TypeData::MemRef { element, layout, memory_space, .. } => {
                out.push(Element::Type(*element));
                out.extend(layout.map(Element::Attr));
                out.extend(memory_space.map(Element::Attr));
            }
            TypeData::UnrankedMemRef { element, memory_space } => {
                out.push(Element::Type(*element));
                out.extend(memory_space.map(Element::Attr));
            }
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::None
            | TypeData::Opaque { .. } => {}
            TypeData::Dialect(d) => param_elements(&d.params, &mut out),
        },
        Element::Attr(a) => match a.data(ctx) {
            AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => {
                out.push(Element::Type(*ty))
            }
            AttrData::String { ty, .. } | AttrData::Opaque { ty, .. } => {
                out.extend(ty.map(Element::Type))
            }
            AttrData::Dialect(d) => param_elements(&d.params, &mut out),
            AttrData::Array(xs) => out.extend(xs.iter().map(|x| Element::Attr(*x))),
            AttrData::Dictionary(es) => out.extend(es.iter().map(|e| Element::Attr(e.value))),
            AttrData::Type(t) => out.push(Element::Type(*t)),
            AttrData::DenseArray { element, .. } => out.push(Element::Type(*element)),
            AttrData::DenseElements { ty, .. }
            | AttrData::DenseStrings { ty, .. }
            | AttrData::DenseResource { ty, .. } => {
                out.push(Element::Type(*ty));
            }
            AttrData::Sparse { ty, indices, values } => {
                out.push(Element::Type(*ty));
                out.push(Element::Attr(*indices));
                out.push(Element::Attr(*values));
            }
            AttrData::Distinct { referenced, .. } => out.push(Element::Attr(*referenced)),
            AttrData::Location(l) => match l {
                LocationData::Name { child, .. } => {
                    out.extend(child.map(|c| Element::Attr(c.attr())))
                }
                LocationData::CallSite { callee, caller } => {
                    out.push(Element::Attr(callee.attr()));
                    out.push(Element::Attr(caller.attr()));
                }
                LocationData::Fused { locations, metadata } => {
                    out.extend(locations.iter().map(|l| Element::Attr(l.attr())));
                    out.extend(metadata.map(Element::Attr));
                }
                LocationData::Unknown | LocationData::FileLineCol { .. } => {}
            },
            AttrData::Unit
            | AttrData::SymbolRef { .. }
            | AttrData::AffineMap(_)
            | AttrData::IntegerSet(_)
            | AttrData::StridedLayout { .. } => {}
        },
    }
    out
}

/// Calls `f` on every element nested in `root` (not `root` itself), in
/// pre-order; each distinct element is visited once.
pub fn walk_sub_elements(ctx: &Context, root: Element, mut f: impl FnMut(Element)) {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut stack: Vec<Element> = direct_sub_elements(ctx, root).into_iter().rev().collect();
    while let Some(e) = stack.pop() {
        if !seen.insert(e) {
            continue;
        }
        f(e);
        stack.extend(direct_sub_elements(ctx, e).into_iter().rev());
    }
}

/// Rebuilds `root` with its sub-elements replaced: `replace` is asked for
/// each element bottom-up (after its own sub-elements were rebuilt) and
/// returns `Some(new)` to substitute it; a type must be replaced by a type
/// and an attribute by an attribute (a programmer error otherwise). A distinct attribute's identity is
/// kept when its referenced attribute does not change.
pub fn replace_sub_elements(
    ctx: &Context,
    root: Element,
    mut replace: impl FnMut(Element) -> Option<Element>,
) -> Element {
    // Post-order over the element DAG with memoization.
    let mut done: FxHashMap<Element, Element> = FxHashMap::default();
    let mut stack: Vec<(Element, bool)> = vec![(root, false)];
    while let Some((e, expanded)) = stack.pop() {
        if done.contains_key(&e) {
            continue;
        }
        let children = direct_sub_elements(ctx, e);
        if !expanded {
            stack.push((e, true));
            stack
                .extend(children.into_iter().filter(|c| !done.contains_key(c)).map(|c| (c, false)));
            continue;
        }
        let mapped: Vec<Element> = children.iter().map(|c| done[c]).collect();
        let rebuilt = if mapped == children { e } else { rebuild(ctx, e, &mapped) };
        let result = replace(rebuilt).unwrap_or(rebuilt);
        done.insert(e, result);
    }
    done[&root]
}

fn ty(e: Element) -> Type {
    match e {
        Element::Type(t) => t,
        Element::Attr(_) => panic!("replacement changed a type into an attribute"),
    }
}

fn attr(e: Element) -> Attribute {
    match e {
        Element::Attr(a) => a,
        Element::Type(_) => panic!("replacement changed an attribute into a type"),
    }
}

/// Rebuilds `e` with its direct sub-elements replaced by `new` (same order
/// as [`direct_sub_elements`]).
fn rebuild(ctx: &Context, e: Element, new: &[Element]) -> Element {
    let mut it = new.iter().copied();
    let mut next = || it.next().expect("one replacement per sub-element");
    match e {
        Element::Type(t) => Element::Type(match t.data(ctx).clone() {
            TypeData::Complex(_) => ctx.get_type(TypeData::Complex(ty(next()))),
            TypeData::Tuple(ts) => {
                ctx.get_type(TypeData::Tuple(ts.iter().map(|_| ty(next())).collect()))
            }
            TypeData::Function { inputs, results } => {
                let i: Box<[Type]> = inputs.iter().map(|_| ty(next())).collect();
                let r: Box<[Type]> = results.iter().map(|_| ty(next())).collect();
                ctx.get_type(TypeData::Function { inputs: i, results: r })
            }
            TypeData::Vector { shape, scalable, .. } => {
                ctx.get_type(TypeData::Vector { shape, scalable, element: ty(next()) })
            }
            TypeData::UnrankedTensor { .. } => {
                ctx.get_type(TypeData::UnrankedTensor { element: ty(next()) })
            }
            TypeData::RankedTensor { shape, encoding, .. } => {
                let element = ty(next());
                let encoding = encoding.map(|_| attr(next()));
                ctx.get_type(TypeData::RankedTensor { shape, element, encoding })
            }
            TypeData::MemRef { shape, layout, memory_space, .. } => {
                let element = ty(next());
                let layout = layout.map(|_| attr(next()));
                let memory_space = memory_space.map(|_| attr(next()));
                ctx.get_type(TypeData::MemRef { shape, element, layout, memory_space })
            }
            TypeData::UnrankedMemRef { memory_space, .. } => {
                let element = ty(next());
                let memory_space = memory_space.map(|_| attr(next()));
                ctx.get_type(TypeData::UnrankedMemRef { element, memory_space })
            }
            TypeData::Dialect(d) => {
                let params = d.params.iter().map(|p| replace_param(p, &mut next));
                ctx.dialect_type(d.def, params.collect())
            }
            _ => t,
        }),
        Element::Attr(a) => Element::Attr(match a.data(ctx).clone() {
            AttrData::Integer { value, .. } => {
                ctx.get_attr(AttrData::Integer { ty: ty(next()), value })
            }
            AttrData::Float { bits, .. } => ctx.get_attr(AttrData::Float { ty: ty(next()), bits }),
            AttrData::String { value, ty: t } => {
                ctx.get_attr(AttrData::String { value, ty: t.map(|_| ty(next())) })
            }
            AttrData::Opaque { dialect, data, ty: t } => {
                ctx.get_attr(AttrData::Opaque { dialect, data, ty: t.map(|_| ty(next())) })
            }
            AttrData::Dialect(d) => {
                let params = d.params.iter().map(|p| replace_param(p, &mut next));
                ctx.dialect_attr(d.def, params.collect())
            }
            AttrData::Array(xs) => {
                ctx.get_attr(AttrData::Array(xs.iter().map(|_| attr(next())).collect()))
            }
            AttrData::Dictionary(es) => {
                let es: Vec<NamedAttr> =
                    es.iter().map(|e| NamedAttr { name: e.name, value: attr(next()) }).collect();
                ctx.get_attr(AttrData::Dictionary(es.into()))
            }
            AttrData::Type(_) => ctx.type_attr(ty(next())),
            AttrData::DenseArray { len, data, .. } => {
                ctx.get_attr(AttrData::DenseArray { element: ty(next()), len, data })
            }
            AttrData::DenseElements { splat, data, .. } => {
                ctx.get_attr(AttrData::DenseElements { ty: ty(next()), splat, data })
            }
            AttrData::DenseStrings { splat, values, .. } => {
                ctx.get_attr(AttrData::DenseStrings { ty: ty(next()), splat, values })
            }
            AttrData::DenseResource { key, .. } => {
                ctx.get_attr(AttrData::DenseResource { ty: ty(next()), key })
            }
            AttrData::Sparse { .. } => {
                let t = ty(next());
                ctx.get_attr(AttrData::Sparse {
                    ty: t,
                    indices: attr(next()),
                    values: attr(next()),
                })
            }
            AttrData::Distinct { .. } => ctx.distinct_attr(attr(next())),
            AttrData::Location(l) => {
                let loc =
                    |e: Element| attr(e).as_location(ctx).expect("a location replaces a location");
                let data = match l {
                    LocationData::Name { name, child } => {
                        LocationData::Name { name, child: child.map(|_| loc(next())) }
                    }
                    LocationData::CallSite { .. } => {
                        let callee = loc(next());
                        LocationData::CallSite { callee, caller: loc(next()) }
                    }
                    LocationData::Fused { locations, metadata } => {
                        let locations: Box<[_]> = locations.iter().map(|_| loc(next())).collect();
                        LocationData::Fused { locations, metadata: metadata.map(|_| attr(next())) }
                    }
                    other => other,
                };
                ctx.get_location(data).attr()
            }
            _ => a,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walks_and_replaces_nested_types() {
        let ctx = Context::new();
        let i32t = ctx.integer_type(32);
        let i64t = ctx.integer_type(64);
        let tensor = ctx.ranked_tensor_type(&[4], i32t);
        let func = ctx.function_type(&[tensor, i32t], &[i32t]);
        let typed = |t| ctx.get_attr(AttrData::String { value: Box::from(&b"s"[..]), ty: Some(t) });
        let arr = ctx.array_attr(&[ctx.type_attr(func), typed(i32t), ctx.symbol_ref_attr("f")]);
        let mut seen = Vec::new();
        walk_sub_elements(&ctx, Element::Attr(arr), |e| seen.push(e));
        assert!(seen.contains(&Element::Type(i32t)));
        assert!(seen.contains(&Element::Type(tensor)));
        assert_eq!(seen.iter().filter(|e| **e == Element::Type(i32t)).count(), 1);
        let replaced = replace_sub_elements(&ctx, Element::Attr(arr), |e| {
            (e == Element::Type(i32t)).then_some(Element::Type(i64t))
        });
        let expected = ctx.array_attr(&[
            ctx.type_attr(ctx.function_type(&[ctx.ranked_tensor_type(&[4], i64t), i64t], &[i64t])),
            typed(i64t),
            ctx.symbol_ref_attr("f"),
        ]);
        assert_eq!(replaced, Element::Attr(expected));
    }

    #[test]
    fn replacing_nothing_keeps_identity() {
        let ctx = Context::new();
        let d = ctx.distinct_attr(ctx.unit_attr());
        let arr = ctx.array_attr(&[d]);
        assert_eq!(replace_sub_elements(&ctx, Element::Attr(arr), |_| None), Element::Attr(arr));
    }

    #[test]
    fn deep_nesting_is_iterative() {
        let ctx = Context::new();
        let mut a = ctx.unit_attr();
        for _ in 0..100_000 {
            a = ctx.array_attr(&[a]);
        }
        let mut n = 0;
        walk_sub_elements(&ctx, Element::Attr(a), |_| n += 1);
        assert_eq!(n, 100_000);
        let u = ctx.integer_attr_i64(ctx.integer_type(8), 1);
        let r = replace_sub_elements(&ctx, Element::Attr(a), |e| {
            (e == Element::Attr(ctx.unit_attr())).then_some(Element::Attr(u))
        });
        assert_ne!(r, Element::Attr(a));
    }
}
