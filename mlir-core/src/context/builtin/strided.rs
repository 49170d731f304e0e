//! Strided memrefs: the strides and offset of a ranked memref's layout
//! (MLIR's `getStridesAndOffset`), the canonical strides of a shape, and
//! `strided<…>` layouts and memref types built from them.
//!
//! A layout is strided when it maps an index `(i0, …, in)` to
//! `offset + Σ ik * stride_k`. The identity layout is strided with the
//! canonical (row-major) strides; a `strided<[…], offset: …>` layout says
//! its strides; an affine-map layout is strided when its single result is
//! such a sum, where a coefficient that involves a symbol is dynamic.

use super::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use super::attributes::{AttrData, Attribute};
use super::memref_layout::layout_strides_and_offset;
use super::types::{DYNAMIC, Type, TypeData};
use crate::context::Context;

/// The strides and offset of a strided memref layout; [`DYNAMIC`] marks an
/// unknown value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StridesAndOffset {
    /// One stride per dimension.
    pub strides: Vec<i64>,
    /// The offset of the first element.
    pub offset: i64,
}

/// The row-major strides of `shape`: each dimension's stride is the product
/// of the sizes after it, and [`DYNAMIC`] once a dynamic size is among them.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running = Some(1i64);
    for (stride, &size) in strides.iter_mut().zip(shape).rev() {
        *stride = running.unwrap_or(DYNAMIC);
        running = match running {
            Some(product) if size != DYNAMIC => product.checked_mul(size),
            _ => None,
        };
    }
    strides
}

impl Type {
    /// The strides and offset of a ranked memref type's layout, or `None`
    /// when the type is not a ranked memref or its layout is not strided.
    pub fn strides_and_offset(self, ctx: &Context) -> Option<StridesAndOffset> {
        let TypeData::MemRef { shape, layout, .. } = self.data(ctx) else { return None };
        match layout {
            None => Some(StridesAndOffset { strides: canonical_strides(shape), offset: 0 }),
            Some(layout) => layout_strides_and_offset(ctx, *layout, shape),
        }
    }

    /// Whether this is a ranked memref with a strided layout.
    pub fn is_strided_memref(self, ctx: &Context) -> bool {
        self.strides_and_offset(ctx).is_some()
    }
}

/// The strides and offset an affine-map layout gives a memref of `shape`
/// (MLIR's `getStridesAndOffset` of a map): the canonical ones for the
/// identity, those of its linear form for a single sum of dimensions
/// times symbolic factors, else `None`.
pub fn affine_map_strides_and_offset(map: &AffineMap, shape: &[i64]) -> Option<StridesAndOffset> {
    if map.is_identity() {
        return Some(StridesAndOffset { strides: canonical_strides(shape), offset: 0 });
    }
    if map.num_results() != 1 {
        return None;
    }
    let linear = linear_form(&map.results()[0], map.num_dims() as usize)?;
    Some(StridesAndOffset {
        strides: linear.dims.into_iter().map(Coefficient::value).collect(),
        offset: linear.constant.value(),
    })
}

/// The affine map of `strided<[strides], offset: offset>` (MLIR's
/// `makeStridedLinearLayoutMap`): `offset + Σ dk * strides[k]`, where each
/// dynamic value, the offset first, is a new symbol.
pub fn strided_layout_map(strides: &[i64], offset: i64) -> AffineMap {
    let mut symbols = 0u32;
    let mut known_or_symbol = |value: i64| {
        if value == DYNAMIC {
            symbols += 1;
            AffineExpr::symbol(symbols - 1)
        } else {
            AffineExpr::constant(value)
        }
    };
    let mut expr = known_or_symbol(offset);
    for (dim, &stride) in strides.iter().enumerate() {
        expr = expr + AffineExpr::dim(dim as u32) * known_or_symbol(stride);
    }
    AffineMap::new(strides.len() as u32, symbols, vec![expr])
}

impl Context {
    /// `strided<[strides], offset: offset>` ([`DYNAMIC`] for `?`).
    pub fn strided_layout(&self, strides: &[i64], offset: i64) -> Attribute {
        self.get_attr(AttrData::StridedLayout { offset, strides: strides.into() })
    }

    /// `memref<shape x element, layout, memory_space>`.
    pub fn memref_type_with(
        &self,
        shape: &[i64],
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Type {
        self.get_type(TypeData::MemRef { shape: shape.into(), element, layout, memory_space })
    }
}

/// A coefficient of a linear layout expression: known, or dynamic because
/// a symbol takes part in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Coefficient {
    Known(i64),
    Dynamic,
}

impl Coefficient {
    fn value(self) -> i64 {
        match self {
            Coefficient::Known(v) => v,
            Coefficient::Dynamic => DYNAMIC,
        }
    }

    fn add(self, other: Coefficient) -> Option<Coefficient> {
        match (self, other) {
            (Coefficient::Known(a), Coefficient::Known(b)) => {
                a.checked_add(b).map(Coefficient::Known)
            }
            _ => Some(Coefficient::Dynamic),
        }
    }

    /// Scales by a factor that is a constant, or a symbolic expression
    /// (`None`); zero stays zero either way.
    fn scale(self, factor: Option<i64>) -> Option<Coefficient> {
        match (self, factor) {
            (Coefficient::Known(0), _) => Some(Coefficient::Known(0)),
            (Coefficient::Known(a), Some(f)) => a.checked_mul(f).map(Coefficient::Known),
            _ => Some(Coefficient::Dynamic),
        }
    }
}

/// `Σ dims[k] * dk + constant`.
#[derive(Clone, Debug)]
struct Linear {
    dims: Vec<Coefficient>,
    constant: Coefficient,
}

/// The linear form of `expr` over `num_dims` dimensions, or `None` when
/// `expr` is not a sum of dimensions times symbolic factors (a `floordiv`,
/// `ceildiv` or `mod`, a product of two dimensions, an overflow). Walks
/// without recursion, so a deep expression cannot exhaust the stack.
fn linear_form(expr: &AffineExpr, num_dims: usize) -> Option<Linear> {
    let zero =
        || Linear { dims: vec![Coefficient::Known(0); num_dims], constant: Coefficient::Known(0) };
    // Post-order: an entry is pushed unexpanded, then again expanded after
    // its operands, whose forms are on `forms` by then.
    let mut work: Vec<(&AffineExpr, bool)> = vec![(expr, false)];
    let mut forms: Vec<Linear> = Vec::new();
    while let Some((node, expanded)) = work.pop() {
        match node.kind() {
            AffineExprKind::Dim(d) => {
                let mut form = zero();
                *form.dims.get_mut(d as usize)? = Coefficient::Known(1);
                forms.push(form);
            }
            AffineExprKind::Symbol(_) => {
                forms.push(Linear { constant: Coefficient::Dynamic, ..zero() });
            }
            AffineExprKind::Constant(c) => {
                forms.push(Linear { constant: Coefficient::Known(c), ..zero() });
            }
            AffineExprKind::Binary(op, lhs, rhs) => {
                if !expanded {
                    if !matches!(op, AffineBinaryOp::Add | AffineBinaryOp::Mul) {
                        return None;
                    }
                    work.push((node, true));
                    work.push((rhs, false));
                    work.push((lhs, false));
                    continue;
                }
                let right = forms.pop()?;
                let left = forms.pop()?;
                forms.push(match op {
                    AffineBinaryOp::Add => add_forms(left, right)?,
                    _ => multiply_forms(left, lhs, right, rhs)?,
                });
            }
        }
    }
    forms.pop()
}

fn add_forms(left: Linear, right: Linear) -> Option<Linear> {
    let dims = left.dims.iter().zip(&right.dims).map(|(a, b)| a.add(*b)).collect::<Option<_>>()?;
    Some(Linear { dims, constant: left.constant.add(right.constant)? })
}

/// A product is linear when one side is symbolic: the other side is scaled
/// by its constant value, or made dynamic by its symbols.
fn multiply_forms(
    left: Linear,
    lhs: &AffineExpr,
    right: Linear,
    rhs: &AffineExpr,
) -> Option<Linear> {
    let (scaled, factor) = if rhs.is_symbolic_or_constant() {
        (left, rhs)
    } else if lhs.is_symbolic_or_constant() {
        (right, lhs)
    } else {
        return None;
    };
    let factor = factor.as_constant();
    let dims = scaled.dims.iter().map(|c| c.scale(factor)).collect::<Option<_>>()?;
    Some(Linear { dims, constant: scaled.constant.scale(factor)? })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::builtin::affine::AffineMap;

    #[test]
    fn canonical_strides_turn_dynamic_left_of_a_dynamic_size() {
        assert_eq!(canonical_strides(&[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(canonical_strides(&[2, DYNAMIC, 4]), vec![DYNAMIC, 4, 1]);
        assert_eq!(canonical_strides(&[]), Vec::<i64>::new());
    }

    #[test]
    fn layouts_give_their_strides_and_offset() {
        let ctx = Context::new();
        let f32 = ctx.f32_type();
        let identity = ctx.memref_type(&[4, 5], f32);
        assert_eq!(
            identity.strides_and_offset(&ctx),
            Some(StridesAndOffset { strides: vec![5, 1], offset: 0 })
        );
        let strided =
            ctx.memref_type_with(&[4], f32, Some(ctx.strided_layout(&[DYNAMIC], 3)), None);
        assert_eq!(
            strided.strides_and_offset(&ctx),
            Some(StridesAndOffset { strides: vec![DYNAMIC], offset: 3 })
        );
        // (d0, d1)[s0] -> (d0 * 8 + d1 * s0 + 2)
        let d0 = AffineExpr::dim(0);
        let d1 = AffineExpr::dim(1);
        let s0 = AffineExpr::symbol(0);
        let expr = AffineExpr::binary(
            AffineBinaryOp::Add,
            AffineExpr::binary(
                AffineBinaryOp::Add,
                AffineExpr::binary(AffineBinaryOp::Mul, d0, AffineExpr::constant(8)),
                AffineExpr::binary(AffineBinaryOp::Mul, d1.clone(), s0),
            ),
            AffineExpr::constant(2),
        );
        let map = ctx.get_attr(AttrData::AffineMap(AffineMap::new(2, 1, vec![expr])));
        let mapped = ctx.memref_type_with(&[4, 5], f32, Some(map), None);
        assert_eq!(
            mapped.strides_and_offset(&ctx),
            Some(StridesAndOffset { strides: vec![8, DYNAMIC], offset: 2 })
        );
        let modulo = AffineExpr::binary(AffineBinaryOp::Mod, d1, AffineExpr::constant(2));
        let map = ctx.get_attr(AttrData::AffineMap(AffineMap::new(2, 0, vec![modulo])));
        assert_eq!(
            ctx.memref_type_with(&[4, 5], f32, Some(map), None).strides_and_offset(&ctx),
            None
        );
    }
}
