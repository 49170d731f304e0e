//! The memory footprint of a loop nest (MLIR's `getMemoryFootprintBytes`
//! at depth 0): for each memref the nest reads or writes through affine
//! accesses, the bounding box of the elements it touches over all
//! iterations, in bytes, summed over the memrefs.
//!
//! Each subscript is a linear form of induction variables, symbols and
//! constants. Its lower bounds are the forms it takes with each induction
//! variable at one of its loop's lower bounds (or upper bounds, for a
//! negative coefficient), and the upper bounds likewise; 0 bounds every
//! dimension below, and a static size above. A dimension's extent is the
//! least constant difference between an upper and a lower bound, plus one.
//! The boxes of the accesses to one memref merge into their hull, which
//! needs each to have a constant extent along every dimension; when one
//! does not, upstream warns at the access and gives up, and so does this.

use rustc_hash::FxHashMap;

use mlir_core::asm::printer::{AsmState, PrintOptions};
use mlir_core::context::builtin::affine::{AffineExpr, AffineMap, flatten_affine_expr};
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value, WalkControl, WalkOrder};
use mlir_core::transforms::folding::fold_one_op::constant_of_op;
use mlir_core::{AttrData, Type, TypeData};

use crate::affine::{
    AffineReadOpInterface, AffineWriteOpInterface, ForOp, LoadOp, StoreOp, VectorLoadOp,
    VectorStoreOp, canonicalize_map_and_operands, fully_compose_affine_map_and_operands,
};

/// A linear form over values that stay symbolic, plus a constant.
#[derive(Clone, Debug)]
struct Linear {
    /// Values with non-zero coefficients, each once, in no set order.
    terms: Vec<(Value, i64)>,
    constant: i64,
}

impl Linear {
    fn constant(value: i64) -> Linear {
        Linear { terms: Vec::new(), constant: value }
    }

    fn value(value: Value) -> Linear {
        Linear { terms: vec![(value, 1)], constant: 0 }
    }

    /// `self + factor * other`.
    fn plus_scaled(&self, other: &Linear, factor: i64) -> Linear {
        let mut sum = self.clone();
        for &(value, coefficient) in &other.terms {
            let scaled = coefficient.saturating_mul(factor);
            match sum.terms.iter_mut().find(|(v, _)| *v == value) {
                Some((_, c)) => *c = c.saturating_add(scaled),
                None => sum.terms.push((value, scaled)),
            }
        }
        sum.terms.retain(|&(_, c)| c != 0);
        sum.constant = sum.constant.saturating_add(other.constant.saturating_mul(factor));
        sum
    }

    /// `self - other` when it is a constant.
    fn minus(&self, other: &Linear) -> Option<i64> {
        let same_terms = self.terms.len() == other.terms.len()
            && self.terms.iter().all(|term| other.terms.contains(term));
        same_terms.then(|| self.constant.saturating_sub(other.constant))
    }

    fn as_constant(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }
}

/// Lower and upper bounds (inclusive) of a form or of a box's dimension.
#[derive(Clone, Debug, Default)]
struct Bounds {
    lower: Vec<Linear>,
    upper: Vec<Linear>,
}

/// Bound lists grow with the product of the bounds they combine; past
/// this many, a dimension is left to the memref's size.
const MAX_BOUNDS: usize = 64;

impl Bounds {
    /// The least constant difference between an upper and a lower bound,
    /// with the pair giving it.
    fn extent(&self) -> Option<(i64, &Linear, &Linear)> {
        let mut best: Option<(i64, &Linear, &Linear)> = None;
        for lower in &self.lower {
            for upper in &self.upper {
                if let Some(diff) = upper.minus(lower)
                    && best.is_none_or(|(b, _, _)| diff < b)
                {
                    best = Some((diff, lower, upper));
                }
            }
        }
        best
    }

    /// The tightest constant lower (greatest) or upper (least) bound.
    fn constant_bound(&self, lower: bool) -> Option<i64> {
        let list = if lower { &self.lower } else { &self.upper };
        let constants = list.iter().filter_map(Linear::as_constant);
        if lower { constants.max() } else { constants.min() }
    }
}

/// The footprint of `for_op` in bytes; `None` when a memref's box has no
/// constant size (a dynamic dimension whose extent is not constant) or its
/// elements are not integers or floats (or vectors of them), or when two
/// boxes of one memref cannot merge (then with the warning upstream gives,
/// in `warnings`). A memref whose layout is not the identity counts zero
/// bytes, as upstream counts it.
pub fn memory_footprint_bytes(
    ir: &IrView,
    for_op: ForOp,
    warnings: &mut Vec<Diagnostic>,
) -> Option<u64> {
    let mut accesses: Vec<(Op, Value, AffineMap, Vec<Value>)> = Vec::new();
    ir.walk(for_op.as_op(), WalkOrder::PreOrder, |ir, op| {
        if let Some((memref, map, operands)) = access_of(ir, op) {
            accesses.push((op, memref, map, operands));
        }
        WalkControl::Advance
    });
    let mut order: Vec<Value> = Vec::new();
    let mut boxes: FxHashMap<Value, Vec<Bounds>> = FxHashMap::default();
    for (op, memref, map, operands) in accesses {
        let access_box = access_box(ir, memref, map, operands);
        match boxes.get_mut(&memref) {
            None => {
                order.push(memref);
                boxes.insert(memref, access_box);
            }
            Some(existing) => match hull(existing, &access_box) {
                Some(merged) => *existing = merged,
                None => {
                    warnings.push(union_warning(ir, op));
                    return None;
                }
            },
        }
    }
    let mut total: u64 = 0;
    for memref in order {
        total = total.saturating_add(region_size(ir, memref, &boxes[&memref])?);
    }
    Some(total)
}

/// The memref, access map and map operands of an affine load or store.
fn access_of(ir: &IrView, op: Op) -> Option<(Value, AffineMap, Vec<Value>)> {
    fn read(ir: &IrView, access: &impl AffineReadOpInterface) -> (Value, AffineMap, Vec<Value>) {
        (access.accessed_memref(ir), access.access_map(ir), access.access_operands(ir))
    }
    fn write(ir: &IrView, access: &impl AffineWriteOpInterface) -> (Value, AffineMap, Vec<Value>) {
        (access.accessed_memref(ir), access.access_map(ir), access.access_operands(ir))
    }
    if let Some(access) = LoadOp::try_from_op(ir, op) {
        return Some(read(ir, &access));
    }
    if let Some(access) = VectorLoadOp::try_from_op(ir, op) {
        return Some(read(ir, &access));
    }
    if let Some(access) = StoreOp::try_from_op(ir, op) {
        return Some(write(ir, &access));
    }
    VectorStoreOp::try_from_op(ir, op).map(|access| write(ir, &access))
}

/// The bounds of each subscript of one access, with the memref's shape.
///
/// Upstream eliminates each induction variable through the first subscript
/// that uses it; a later subscript reading a variable already eliminated
/// keeps only an equality with the earlier dimensions, which bounds it by
/// nothing but the memref's shape. So does it here.
fn access_box(
    ir: &IrView,
    memref: Value,
    mut map: AffineMap,
    mut operands: Vec<Value>,
) -> Vec<Bounds> {
    fully_compose_affine_map_and_operands(ir, &mut map, &mut operands);
    canonicalize_map_and_operands(ir, &mut map, &mut operands);
    let shape = memref.ty(ir).memref_parts(ir.ctx()).map(|p| p.shape).unwrap_or_default();
    let mut eliminated: Vec<Value> = Vec::new();
    map.results()
        .iter()
        .enumerate()
        .map(|(d, expr)| {
            let form = linear_form(ir, expr, &map, &operands);
            let ivs: Vec<Value> = form
                .iter()
                .flat_map(|f| f.terms.iter().map(|&(v, _)| v))
                .filter(|&v| ForOp::of_induction_var(ir, v).is_some())
                .collect();
            let mut bounds = if ivs.iter().any(|v| eliminated.contains(v)) {
                Bounds::default()
            } else {
                eliminated.extend(&ivs);
                form.and_then(|form| bounds_of(ir, &form, 0)).unwrap_or_default()
            };
            with_shape(&mut bounds, shape.get(d).copied());
            bounds
        })
        .collect()
}

/// Adds the bounds every memref dimension has: 0 below, and its static
/// size less one above.
fn with_shape(bounds: &mut Bounds, size: Option<i64>) {
    bounds.lower.push(Linear::constant(0));
    if let Some(size) = size.filter(|&s| s >= 0) {
        bounds.upper.push(Linear::constant(size - 1));
    }
}

/// The hull of two boxes of one memref, dimension by dimension: the least
/// lower bound when the two compare (else the least of their constant
/// lower bounds), the greatest upper bound likewise. `None` when a
/// dimension of either box has no constant extent, or the bounds compare
/// neither way.
fn hull(a: &[Bounds], b: &[Bounds]) -> Option<Vec<Bounds>> {
    a.iter()
        .zip(b)
        .map(|(a, b)| {
            let (_, a_lower, a_upper) = a.extent()?;
            let (_, b_lower, b_upper) = b.extent()?;
            let lower = match a_lower.minus(b_lower) {
                Some(d) if d <= 0 => a_lower.clone(),
                Some(_) => b_lower.clone(),
                None => Linear::constant(a.constant_bound(true)?.min(b.constant_bound(true)?)),
            };
            let upper = match a_upper.minus(b_upper) {
                Some(d) if d >= 0 => a_upper.clone(),
                Some(_) => b_upper.clone(),
                None => Linear::constant(a.constant_bound(false)?.max(b.constant_bound(false)?)),
            };
            Some(Bounds { lower: vec![lower], upper: vec![upper] })
        })
        .collect()
}

/// The warning upstream gives at an access whose box cannot merge.
fn union_warning(ir: &IrView, op: Op) -> Diagnostic {
    let loc = op.loc(ir);
    let message = "getMemoryFootprintBytes: unable to perform a union on a memory region";
    let mut warning = Diagnostic::warning(loc, message);
    if ir.ctx().print_op_on_diagnostic() {
        let scope = isolated_ancestor(ir, op);
        let mut options = PrintOptions::new();
        options.debug_info = ir.ctx().debug_info_in_op_notes();
        let printed = AsmState::new(ir, scope, &options).print_op(ir, op);
        let separator = if printed.contains('\n') { "\n" } else { "" };
        warning = warning.with_note(loc, format!("see current operation: {separator}{printed}"));
    }
    warning
}

/// The closest op above `op` whose values it may name from (the
/// function), as local-scope printing numbers values from it.
fn isolated_ancestor(ir: &IrView, op: Op) -> Op {
    let mut current = op;
    while let Some(parent) = current.parent_op(ir) {
        current = parent;
        if parent.name(ir).is_isolated(ir.ctx()) {
            break;
        }
    }
    current
}

/// `expr` over `operands` as a linear form of the operands, constants
/// folded in; `None` when it needs a division or modulo.
fn linear_form(
    ir: &IrView,
    expr: &AffineExpr,
    map: &AffineMap,
    operands: &[Value],
) -> Option<Linear> {
    let flat = flatten_affine_expr(expr, map.num_dims(), map.num_symbols())?;
    if flat.has_locals() {
        return None;
    }
    let inputs = (map.num_dims() + map.num_symbols()) as usize;
    let mut linear = Linear::constant(flat.constant());
    for (position, &coefficient) in flat.coefficients[..inputs].iter().enumerate() {
        if coefficient == 0 {
            continue;
        }
        let operand = *operands.get(position)?;
        let term = match constant_index(ir, operand) {
            Some(value) => Linear::constant(value),
            None => Linear::value(operand),
        };
        linear = linear.plus_scaled(&term, coefficient);
    }
    Some(linear)
}

/// The integer an `arith.constant` (or other constant op) gives `value`.
fn constant_index(ir: &IrView, value: Value) -> Option<i64> {
    let attr = constant_of_op(ir, value.defining_op(ir)?)?;
    match attr.data(ir.ctx()) {
        AttrData::Integer { value, .. } => value.as_i64(),
        _ => None,
    }
}

/// The bounds of `form` as its induction variables range over their
/// loops; other values stay symbolic. `depth` limits the recursion through
/// loop bounds.
fn bounds_of(ir: &IrView, form: &Linear, depth: usize) -> Option<Bounds> {
    if depth > 16 {
        return None;
    }
    let base = Linear::constant(form.constant);
    let mut bounds = Bounds { lower: vec![base.clone()], upper: vec![base] };
    for &(value, coefficient) in &form.terms {
        let (low, high) = match ForOp::of_induction_var(ir, value) {
            Some(for_op) => {
                let iv = induction_var_bounds(ir, for_op, depth + 1)?;
                if coefficient > 0 { (iv.lower, iv.upper) } else { (iv.upper, iv.lower) }
            }
            None => (vec![Linear::value(value)], vec![Linear::value(value)]),
        };
        bounds.lower = combine(&bounds.lower, &low, coefficient)?;
        bounds.upper = combine(&bounds.upper, &high, coefficient)?;
    }
    Some(bounds)
}

/// Each of `sums` plus `factor` times each of `terms`.
fn combine(sums: &[Linear], terms: &[Linear], factor: i64) -> Option<Vec<Linear>> {
    if sums.len().saturating_mul(terms.len()) > MAX_BOUNDS {
        return None;
    }
    Some(sums.iter().flat_map(|s| terms.iter().map(move |t| s.plus_scaled(t, factor))).collect())
}

/// The bounds of an induction variable: each result of its lower bound map
/// at its least, each result of its upper bound map at its greatest less
/// one (with constant bounds, the last value the step reaches).
fn induction_var_bounds(ir: &IrView, for_op: ForOp, depth: usize) -> Option<Bounds> {
    if let (Some(lower), Some(upper)) =
        (for_op.constant_lower_bound(ir), for_op.constant_upper_bound(ir))
    {
        let step = for_op.step(ir).max(1);
        let last =
            if upper > lower { lower + (upper - 1 - lower) / step * step } else { upper - 1 };
        return Some(Bounds {
            lower: vec![Linear::constant(lower)],
            upper: vec![Linear::constant(last)],
        });
    }
    let mut bounds = Bounds::default();
    let lower_operands: Vec<Value> = for_op.lower_bound_operands(ir).collect();
    let lower_map = for_op.lower_map(ir)?;
    for result in lower_map.results() {
        let form = linear_form(ir, result, &lower_map, &lower_operands)?;
        bounds.lower.extend(bounds_of(ir, &form, depth)?.lower);
    }
    let upper_operands: Vec<Value> = for_op.upper_bound_operands(ir).collect();
    let upper_map = for_op.upper_map(ir)?;
    for result in upper_map.results() {
        let form = linear_form(ir, result, &upper_map, &upper_operands)?;
        let last = bounds_of(ir, &form, depth)?.upper;
        bounds.upper.extend(last.into_iter().map(|l| l.plus_scaled(&Linear::constant(1), -1)));
    }
    Some(bounds)
}

/// The bytes of `memref`'s box: the product of the extents (the static
/// size where there is none), times the element size; zero for a layout
/// that is not the identity.
fn region_size(ir: &IrView, memref: Value, dims: &[Bounds]) -> Option<u64> {
    let ctx = ir.ctx();
    let ty = memref.ty(ir);
    if !ty.has_identity_layout(ctx) {
        // Upstream answers `false` here, which its optional size reads as
        // a size of zero.
        return Some(0);
    }
    let parts = ty.memref_parts(ctx)?;
    let element_bytes = element_size_bytes(ir, parts.element)?;
    let mut elements: u64 = 1;
    for (d, &size) in parts.shape.iter().enumerate() {
        let mut bounds = dims.get(d).cloned().unwrap_or_default();
        with_shape(&mut bounds, Some(size));
        let extent = match bounds.extent() {
            Some((diff, _, _)) => diff.saturating_add(1).max(0),
            None if size >= 0 => size,
            None => return None,
        };
        elements = elements.saturating_mul(extent as u64);
    }
    Some(elements.saturating_mul(element_bytes))
}

/// The bytes of one element: integers and floats rounded up to whole
/// bytes, vectors of them their elements times that; `None` otherwise
/// (`index` included, as upstream).
pub(crate) fn element_size_bytes(ir: &IrView, element: Type) -> Option<u64> {
    let ctx = ir.ctx();
    if let TypeData::Vector { shape, element: inner, .. } = element.data(ctx) {
        let bits = u64::from(scalar_bits(ir, *inner)?);
        let count = shape
            .iter()
            .try_fold(1u64, |acc, &d| (d >= 0).then(|| acc.saturating_mul(d as u64)))?;
        return Some(bits.saturating_mul(count).div_ceil(8));
    }
    Some(u64::from(scalar_bits(ir, element)?).div_ceil(8))
}

/// The width of an integer or float type.
fn scalar_bits(ir: &IrView, ty: Type) -> Option<u32> {
    if ty.is_index(ir.ctx()) {
        return None;
    }
    ty.int_or_float_bit_width(ir.ctx())
}
