//! The strided memref types of views: what a slice, a rank reduction, a
//! collapse or an expansion of a strided memref is typed as (MLIR's
//! `SubViewOp::inferResultType`, `computeRankReductionMask`,
//! `computeMemRefRankReductionMask`, the collapsed and expanded layouts of
//! the reassociative reshapes), and the canonical form of a strided layout.
//!
//! Arithmetic on sizes, strides and offsets saturates: an unknown
//! ([`DYNAMIC`]) operand, or an overflow, gives an unknown result.

use std::collections::BTreeMap;

use super::affine::{AffineBinaryOp, AffineExpr, AffineMap};
use super::attributes::{AttrData, Attribute};
use super::strided::StridesAndOffset;
use super::types::{DYNAMIC, Type, TypeData};
use crate::context::Context;

/// `a + b`, [`DYNAMIC`] when either is.
pub fn saturated_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC { DYNAMIC } else { a.checked_add(b).unwrap_or(DYNAMIC) }
}

/// `a * b`: 0 when either is 0 (even unknown times 0), else [`DYNAMIC`]
/// when either is.
pub fn saturated_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.checked_mul(b).unwrap_or(DYNAMIC)
    }
}

/// The parts of a ranked memref type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemRefParts {
    /// Dimension sizes, [`DYNAMIC`] for `?`.
    pub shape: Vec<i64>,
    /// Element type.
    pub element: Type,
    /// Layout; `None` is the identity.
    pub layout: Option<Attribute>,
    /// Memory space.
    pub memory_space: Option<Attribute>,
}

impl Type {
    /// The parts of a ranked memref type, `None` for any other type.
    pub fn memref_parts(self, ctx: &Context) -> Option<MemRefParts> {
        match self.data(ctx) {
            TypeData::MemRef { shape, element, layout, memory_space } => Some(MemRefParts {
                shape: shape.to_vec(),
                element: *element,
                layout: *layout,
                memory_space: *memory_space,
            }),
            _ => None,
        }
    }

    /// The memory space of a ranked or unranked memref.
    pub fn memref_memory_space(self, ctx: &Context) -> Option<Attribute> {
        match self.data(ctx) {
            TypeData::MemRef { memory_space, .. }
            | TypeData::UnrankedMemRef { memory_space, .. } => *memory_space,
            _ => None,
        }
    }

    /// Whether a ranked memref's layout is the identity: none, or an
    /// identity affine map (MLIR's `MemRefLayoutAttrInterface::isIdentity`;
    /// a `strided<…>` layout is never the identity, even with row-major
    /// strides).
    pub fn has_identity_layout(self, ctx: &Context) -> bool {
        match self.data(ctx) {
            TypeData::MemRef { layout: None, .. } => true,
            TypeData::MemRef { layout: Some(layout), .. } => {
                matches!(layout.data(ctx), AttrData::AffineMap(map) if map.is_identity())
            }
            _ => false,
        }
    }
}

impl Context {
    /// `memref<shape x element, strided<strides, offset: offset>, space>`.
    pub fn strided_memref_type(
        &self,
        shape: &[i64],
        element: Type,
        layout: &StridesAndOffset,
        memory_space: Option<Attribute>,
    ) -> Type {
        let layout = self.strided_layout(&layout.strides, layout.offset);
        self.memref_type_with(shape, element, Some(layout), memory_space)
    }

    /// MLIR's `canonicalizeStridedLayout`: a strided layout that is the
    /// row-major one of the shape (an unknown stride standing for the
    /// product of the sizes after it, as symbols are numbered) is dropped;
    /// another becomes its simplified affine map (`(d0, d1) -> (d0 + d1 *
    /// 8)`). Types without a strided layout, and rank-0 types with a
    /// non-zero offset, stay.
    pub fn canonicalize_strided_layout(&self, ty: Type) -> Type {
        let Some(parts) = ty.memref_parts(self) else { return ty };
        let Some(layout) = parts.layout else { return ty };
        if ty.has_identity_layout(self) {
            return ty;
        }
        let Some(strided) = ty.strides_and_offset(self) else { return ty };
        let plain = || self.memref_type_with(&parts.shape, parts.element, None, parts.memory_space);
        if parts.shape.is_empty() {
            return if strided.offset == 0 { plain() } else { ty };
        }
        if let AttrData::AffineMap(map) = layout.data(self)
            && map.num_results() != 1
        {
            return ty;
        }
        let form = LinearForm::of_layout(&strided);
        if form == LinearForm::row_major(&parts.shape) {
            return plain();
        }
        let map = form.to_map(parts.shape.len());
        let layout = self.get_attr(AttrData::AffineMap(map));
        self.memref_type_with(&parts.shape, parts.element, Some(layout), parts.memory_space)
    }

    /// The type of the slice `offsets`, `sizes`, `strides` of the strided
    /// memref `source`, without rank reduction: sizes `sizes`, strides the
    /// source's times `strides`, offset the source's plus each offset times
    /// its stride (MLIR's `SubViewOp::inferResultType`). `None` when the
    /// source is not a strided memref or the lists do not match its rank.
    pub fn subview_type(
        &self,
        source: Type,
        offsets: &[i64],
        sizes: &[i64],
        strides: &[i64],
    ) -> Option<Type> {
        let parts = source.memref_parts(self)?;
        let layout = source.strides_and_offset(self)?;
        let rank = parts.shape.len();
        if offsets.len() != rank || sizes.len() != rank || strides.len() != rank {
            return None;
        }
        let offset = offsets
            .iter()
            .zip(&layout.strides)
            .fold(layout.offset, |acc, (&o, &s)| saturated_add(acc, saturated_mul(o, s)));
        let strides = layout.strides.iter().zip(strides).map(|(&a, &b)| saturated_mul(a, b));
        let result = StridesAndOffset { strides: strides.collect(), offset };
        Some(self.strided_memref_type(sizes, parts.element, &result, parts.memory_space))
    }
}

/// A coefficient of a linear layout: a constant or symbol `s<k>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Term {
    Constant(i64),
    Symbol(u32),
}

/// `Σ d<i> * dims[i] + offset`, the flattened form MLIR compares layouts
/// in (its `makeStridedLinearLayoutMap` and
/// `makeCanonicalStridedLayoutExpr`, after simplification).
#[derive(Clone, Debug, PartialEq, Eq)]
struct LinearForm {
    dims: Vec<Term>,
    offset: Term,
    num_symbols: u32,
}

impl LinearForm {
    /// A strided layout's form: an unknown offset is `s0`, then each
    /// unknown stride the next symbol, left to right.
    fn of_layout(layout: &StridesAndOffset) -> LinearForm {
        let mut next = 0;
        let mut term = |v: i64| {
            if v == DYNAMIC {
                next += 1;
                Term::Symbol(next - 1)
            } else {
                Term::Constant(v)
            }
        };
        let offset = term(layout.offset);
        let dims = layout.strides.iter().map(|&v| term(v)).collect();
        LinearForm { dims, offset, num_symbols: next }
    }

    /// The row-major form of `shape`: from the last dimension, the product
    /// of the sizes after it, a new symbol once a size is unknown.
    fn row_major(shape: &[i64]) -> LinearForm {
        let mut dims = vec![Term::Constant(0); shape.len()];
        let (mut running, mut poisoned, mut next) = (1i64, false, 0);
        for (dim, &size) in dims.iter_mut().zip(shape).rev() {
            *dim = if poisoned {
                next += 1;
                Term::Symbol(next - 1)
            } else {
                Term::Constant(running)
            };
            if size > 0 {
                running = running.wrapping_mul(size);
            } else {
                poisoned = true;
            }
        }
        LinearForm { dims, offset: Term::Constant(0), num_symbols: next }
    }

    /// The map `(d0, …)[s0, …] -> (d0 * c0 + … + offset)`, terms with a
    /// zero coefficient left out.
    fn to_map(&self, num_dims: usize) -> AffineMap {
        let term = |t: Term| match t {
            Term::Constant(c) => AffineExpr::constant(c),
            Term::Symbol(k) => AffineExpr::symbol(k),
        };
        let mut expr = AffineExpr::constant(0);
        for (i, &coefficient) in self.dims.iter().enumerate() {
            if coefficient == Term::Constant(0) {
                continue;
            }
            let product = AffineExpr::binary(
                AffineBinaryOp::Mul,
                AffineExpr::dim(i as u32),
                term(coefficient),
            );
            expr = AffineExpr::binary(AffineBinaryOp::Add, expr, product);
        }
        expr = AffineExpr::binary(AffineBinaryOp::Add, expr, term(self.offset));
        AffineMap::new(num_dims as u32, self.num_symbols, vec![expr])
    }
}

/// Which dimensions of `original` are dropped to get `reduced`: `reduced`
/// must be a subsequence of `original` whose missing entries are all 1
/// (MLIR's `computeRankReductionMask`). Matches greedily from the left.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    if reduced.len() > original.len() {
        return None;
    }
    let mut dropped = vec![false; original.len()];
    let mut next = 0;
    for (i, &size) in original.iter().enumerate() {
        if next < reduced.len() && reduced[next] == size {
            next += 1;
        } else if size == 1 {
            dropped[i] = true;
        } else {
            return None;
        }
    }
    (next == reduced.len()).then_some(dropped)
}

/// Which dimensions of the strided memref type `original` are dropped in
/// the rank-reduced `reduced`, given the slice's sizes (`None` for a
/// dynamic one): the unit sizes, then, when there are more of them than
/// dimensions dropped, only those whose stride is missing from `reduced`
/// (MLIR's `computeMemRefRankReductionMask`).
pub fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[Option<i64>],
) -> Option<Vec<bool>> {
    let rank = original.memref_parts(ctx)?.shape.len();
    let reduced_rank = reduced.memref_parts(ctx)?.shape.len();
    let mut dropped = vec![false; rank];
    if rank == reduced_rank {
        return Some(dropped);
    }
    for (i, size) in sizes.iter().enumerate().take(rank) {
        dropped[i] = *size == Some(1);
    }
    let count = |d: &[bool]| d.iter().filter(|&&x| x).count();
    if count(&dropped) + reduced_rank == rank {
        return Some(dropped);
    }
    let original_strides = original.strides_and_offset(ctx)?.strides;
    let reduced_strides = reduced.strides_and_offset(ctx)?.strides;
    let occurrences = |strides: &[i64]| {
        let mut map = BTreeMap::<i64, usize>::new();
        for &s in strides {
            *map.entry(s).or_default() += 1;
        }
        map
    };
    let mut unaccounted = occurrences(&original_strides);
    let in_reduced = occurrences(&reduced_strides);
    for dim in 0..rank {
        if !dropped[dim] {
            continue;
        }
        let stride = original_strides[dim];
        let left = unaccounted.get(&stride).copied().unwrap_or(0);
        let kept = in_reduced.get(&stride).copied().unwrap_or(0);
        match left.cmp(&kept) {
            std::cmp::Ordering::Greater => *unaccounted.entry(stride).or_default() -= 1,
            std::cmp::Ordering::Equal => dropped[dim] = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&dropped) + reduced_rank == rank).then_some(dropped)
}

/// The strided layout of the strided memref `source` with the dimension
/// groups `reassociation` collapsed (MLIR's `computeCollapsedLayoutMap`):
/// each group's stride is its last non-unit dimension's (unknown when
/// that dimension is dynamic). `None` when the source is not strided or a
/// group is known not to be contiguous, or, with `strict`, not known to be.
pub fn collapsed_layout(
    ctx: &Context,
    source: Type,
    reassociation: &[Vec<i64>],
    strict: bool,
) -> Option<StridesAndOffset> {
    let shape = source.memref_parts(ctx)?.shape;
    let layout = source.strides_and_offset(ctx)?;
    let at = |v: &[i64], i: i64| v.get(usize::try_from(i).ok()?).copied();
    let mut strides = Vec::with_capacity(reassociation.len());
    for group in reassociation {
        let mut end = group.len();
        while end > 1 && at(&shape, group[end - 1])? == 1 {
            end -= 1;
        }
        let last = *group.get(end.checked_sub(1)?)?;
        if at(&shape, last)? != DYNAMIC || end == 1 {
            strides.push(at(&layout.strides, last)?);
        } else {
            strides.push(DYNAMIC);
        }
    }
    for (group, &group_stride) in reassociation.iter().zip(&strides).rev() {
        let mut stride = group_stride;
        for &idx in group.iter().skip(1).rev() {
            stride = saturated_mul(stride, at(&shape, idx)?);
            if at(&shape, idx - 1)? == 1 {
                continue;
            }
            let source_stride = at(&layout.strides, idx - 1)?;
            let unknown = stride == DYNAMIC || source_stride == DYNAMIC;
            if (strict && unknown) || (!unknown && stride != source_stride) {
                return None;
            }
        }
    }
    Some(StridesAndOffset { strides, offset: layout.offset })
}

/// The strided layout of the strided memref `source` expanded to
/// `result_shape` by `reassociation` (MLIR's `computeExpandedLayoutMap`):
/// within a group, each dimension's stride is the next one's times the
/// next one's size, the group's last taking the source dimension's stride.
pub fn expanded_layout(
    ctx: &Context,
    source: Type,
    result_shape: &[i64],
    reassociation: &[Vec<i64>],
) -> Option<StridesAndOffset> {
    let layout = source.strides_and_offset(ctx)?;
    if layout.strides.len() != reassociation.len() {
        return None;
    }
    let mut reversed = Vec::with_capacity(result_shape.len());
    let mut shape_index = result_shape.len();
    for (group, &source_stride) in reassociation.iter().zip(&layout.strides).rev() {
        let mut stride = source_stride;
        for _ in group {
            reversed.push(stride);
            shape_index = shape_index.checked_sub(1)?;
            stride = saturated_mul(stride, result_shape[shape_index]);
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    Some(StridesAndOffset { strides, offset: layout.offset })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_reduction_drops_unit_dimensions_from_the_left() {
        assert_eq!(rank_reduction_mask(&[1, 4, 1], &[4, 1]), Some(vec![true, false, false]));
        assert_eq!(rank_reduction_mask(&[2, 4], &[4]), None);
        assert_eq!(rank_reduction_mask(&[4], &[4, 1]), None);
    }

    #[test]
    fn subview_types_scale_strides_and_move_the_offset() {
        let ctx = Context::new();
        let f32 = ctx.f32_type();
        let source = ctx.memref_type(&[8, 8], f32);
        let ty = ctx.subview_type(source, &[1, 2], &[4, 4], &[1, 2]).unwrap();
        let layout = ty.strides_and_offset(&ctx).unwrap();
        assert_eq!(layout, StridesAndOffset { strides: vec![8, 2], offset: 10 });
        let dynamic = ctx.subview_type(source, &[DYNAMIC, 0], &[4, 4], &[1, 1]).unwrap();
        assert_eq!(dynamic.strides_and_offset(&ctx).unwrap().offset, DYNAMIC);
        // An unknown stride times a zero offset adds nothing.
        let unknown = ctx.memref_type(&[DYNAMIC, DYNAMIC], f32);
        let zero = ctx.subview_type(unknown, &[0, 0], &[4, 4], &[1, 1]).unwrap();
        assert_eq!(zero.strides_and_offset(&ctx).unwrap().offset, 0);
    }

    #[test]
    fn collapse_and_expand_layouts() {
        let ctx = Context::new();
        let f32 = ctx.f32_type();
        let strided = StridesAndOffset { strides: vec![40, 8, 1], offset: 3 };
        let source = ctx.strided_memref_type(&[3, 5, 8], f32, &strided, None);
        let collapsed = collapsed_layout(&ctx, source, &[vec![0, 1], vec![2]], false).unwrap();
        assert_eq!(collapsed, StridesAndOffset { strides: vec![8, 1], offset: 3 });
        let gap = StridesAndOffset { strides: vec![80, 8, 1], offset: 0 };
        let source = ctx.strided_memref_type(&[3, 5, 8], f32, &gap, None);
        assert_eq!(collapsed_layout(&ctx, source, &[vec![0, 1], vec![2]], false), None);
        let source = ctx.strided_memref_type(&[15, 8], f32, &collapsed, None);
        let expanded = expanded_layout(&ctx, source, &[3, 5, 8], &[vec![0, 1], vec![2]]).unwrap();
        assert_eq!(expanded, StridesAndOffset { strides: vec![40, 8, 1], offset: 3 });
    }

    #[test]
    fn canonical_strided_layouts_drop_to_the_identity() {
        let ctx = Context::new();
        let f32 = ctx.f32_type();
        let row_major = StridesAndOffset { strides: vec![4, 1], offset: 0 };
        let ty = ctx.strided_memref_type(&[2, 4], f32, &row_major, None);
        assert_eq!(ctx.canonicalize_strided_layout(ty), ctx.memref_type(&[2, 4], f32));
        // The first unknown stride is the symbol the row-major form uses.
        let unknown = StridesAndOffset { strides: vec![DYNAMIC, 1], offset: 0 };
        let ty = ctx.strided_memref_type(&[DYNAMIC, DYNAMIC], f32, &unknown, None);
        let plain = ctx.memref_type(&[DYNAMIC, DYNAMIC], f32);
        assert_eq!(ctx.canonicalize_strided_layout(ty), plain);
        let column_major = StridesAndOffset { strides: vec![1, 8], offset: 0 };
        let ty = ctx.strided_memref_type(&[8, 4], f32, &column_major, None);
        let canonical = ctx.canonicalize_strided_layout(ty);
        let layout = canonical.memref_parts(&ctx).unwrap().layout.unwrap();
        let AttrData::AffineMap(map) = layout.data(&ctx) else { panic!("an affine map") };
        let mut text = String::new();
        map.print(&mut text);
        assert_eq!(text, "(d0, d1) -> (d0 + d1 * 8)");
    }
}
