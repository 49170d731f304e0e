//! Chapter 5 of the tutorial: a partial lowering of Toy to affine loops
//! over buffers, written with the dialect conversion framework as any
//! user of `mlir-rs` would write it.
//!
//! Each tensor becomes a `memref` allocated at the start of its block and
//! freed before the block's terminator: `toy.constant` stores its
//! elements one by one, `toy.add`, `toy.mul` and `toy.transpose` become
//! `affine.for` nests loading their operands' elements and storing the
//! result's. `toy.func @main` becomes `func.func`, `toy.return`
//! `func.return`. `toy.print` stays, printing the buffer (it is legal once
//! its operand is no tensor), for a later lowering to print. The input is
//! expected after inlining and shape inference: a `main` without
//! arguments or results, every tensor ranked.

use mlir_rs::dialects::{affine, arith, func, memref};
use mlir_rs::prelude::*;

use super::ops::{
    AddOp, AddOpAdaptor, ConstantOp, FuncOp, MulOp, MulOpAdaptor, PrintOp, ReturnOp, TransposeOp,
    TransposeOpAdaptor,
};

/// Lower Toy's scalar computations to affine loops over buffers
///
/// Chapter 5's partial lowering: the Toy dialect is illegal except for
/// `toy.print` on a buffer; the affine, arith, func and memref dialects
/// are legal. A `toy` op left over (a tensor without a static shape, a
/// function other than an argument-less `main`) fails the pass with the
/// conversion's error.
#[pass(argument = "toy-to-affine", anchor = ModuleOp)]
pub struct ToyToAffinePass {}

impl Pass for ToyToAffinePass {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let root = cx.op();
        if let Err(failure) = lower_to_affine(cx, root) {
            for diagnostic in failure.diagnostics {
                cx.emit(diagnostic);
            }
            cx.signal_failure();
        }
    }
}

/// Lowers the Toy ops inside `root` (chapter 5's partial conversion).
/// On failure the IR is left as it was, and the failure holds the errors.
pub fn lower_to_affine(ir: &mut IrView, root: Op) -> Result<(), ConversionFailure> {
    let mut target = ConversionTarget::new();
    for dialect in ["affine", "arith", "builtin", "func", "memref"] {
        target.add_legal_dialect(dialect);
    }
    target.add_illegal_dialect("toy");
    // `toy.print` stays, once it prints a buffer instead of a tensor.
    target.add_dynamically_legal_op::<PrintOp>(|ir, op| {
        Some(!op.operands(ir).any(|v| is_tensor(ir, v.ty(ir))))
    });
    let mut patterns = ConversionPatternSet::new();
    patterns
        .add(ConstantLowering)
        .add(BinaryLowering::<AddOp>::new())
        .add(BinaryLowering::<MulOp>::new())
        .add(TransposeLowering)
        .add(PrintLowering)
        .add(FuncLowering)
        .add(ReturnLowering);
    let config = ConversionConfig::default();
    apply_partial_conversion(ir, &[root], &target, patterns.into_rewrite_set(), &config).map(|_| ())
}

/// Whether `ty` is a tensor type, ranked or not.
fn is_tensor(ir: &IrView, ty: Type) -> bool {
    matches!(ty.data(ir.ctx()), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
}

/// The buffer holding a tensor's elements (`tensor<2x3xf64>` gives
/// `memref<2x3xf64>`), with the tensor's shape; `None` for a tensor whose
/// shape is not static.
fn buffer_type(ir: &IrView, tensor: Type) -> Option<(Type, Vec<i64>)> {
    let TypeData::RankedTensor { .. } = tensor.data(ir.ctx()) else { return None };
    let (shape, element) = tensor.shape_and_element(ir.ctx())?;
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    Some((ir.ctx().memref_type(shape, element), shape.to_vec()))
}

/// Allocates a buffer of type `ty` at the start of the block the
/// insertion point is in, and frees it before that block's terminator;
/// returns the buffer.
fn alloc_and_dealloc(rw: &mut ConversionPatternRewriter<'_>, loc: Location, ty: Type) -> Value {
    let alloc = memref::AllocOp::build(rw, loc, ty, &[], &[], None).as_op();
    let block = alloc.block(rw).expect("created in a block");
    let first = block.first_op(rw).expect("the block holds the alloc");
    if first != alloc {
        rw.move_op_before(alloc, first);
    }
    let buffer = alloc.result(rw, 0);
    let dealloc = memref::DeallocOp::build(rw, loc, buffer).as_op();
    let terminator = block.last_op(rw).expect("the block holds the dealloc");
    if terminator != dealloc {
        rw.move_op_before(dealloc, terminator);
    }
    buffer
}

/// Replaces `op`, whose one result is a tensor of static shape, with a
/// buffer filled by a loop nest over that shape: at each point, `element`
/// builds the value to store from the induction variables.
fn lower_to_loops(
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    element: impl FnOnce(&mut ConversionPatternRewriter<'_>, Location, &[Value]) -> Value,
) -> RewriteResult {
    let loc = op.loc(rw);
    let result_ty = op.result(rw, 0).ty(rw);
    let Some((buffer_ty, shape)) = buffer_type(rw, result_ty) else {
        return rw.notify_match_failure(op, "the result is not a tensor of static shape");
    };
    let buffer = alloc_and_dealloc(rw, loc, buffer_ty);
    let lowers = vec![0; shape.len()];
    let steps = vec![1; shape.len()];
    affine::build_affine_loop_nest(rw, loc, &lowers, &shape, &steps, |rw, loc, ivs| {
        let value = element(rw, loc, ivs);
        affine::StoreOp::build_at(rw, loc, value, buffer, ivs);
    });
    rw.replace_op(op, &[buffer]);
    Ok(())
}

/// `toy.constant`: a buffer, each element stored by an `affine.store` of
/// an `arith.constant` at constant indices (`arith.constant … : index`,
/// one per position up to the largest dimension).
struct ConstantLowering;

impl OpConversionPattern for ConstantLowering {
    type Op = ConstantOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["memref.alloc", "memref.dealloc", "arith.constant", "affine.store"]
    }

    fn match_and_rewrite(
        &self,
        constant: ConstantOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = constant.as_op();
        let loc = op.loc(rw);
        let value = constant.value_attr(rw);
        let Some((buffer_ty, shape)) = buffer_type(rw, constant.output(rw).ty(rw)) else {
            return rw.notify_match_failure(op, "the constant is not a tensor of static shape");
        };
        let buffer = alloc_and_dealloc(rw, loc, buffer_ty);
        let largest = shape.iter().copied().max().unwrap_or(1);
        let positions: Vec<Value> =
            (0..largest).map(|i| arith::ConstantOp::build_index(rw, loc, i).result(rw)).collect();
        // Row-major order: the last dimension varies fastest.
        let count: i64 = shape.iter().product();
        let mut indices = vec![0usize; shape.len()];
        for flat in 0..count {
            let Some(element) = rw.ctx().dense_element_at(value, flat as u64) else {
                return rw.notify_match_failure(op, "the value has fewer elements than its type");
            };
            let element_ty = element.typed(rw.ctx()).expect("a float element has a type");
            let stored = arith::ConstantOp::build(rw, loc, element_ty, element).result(rw);
            let subscripts: Vec<Value> = indices.iter().map(|&i| positions[i]).collect();
            affine::StoreOp::build_at(rw, loc, stored, buffer, &subscripts);
            advance_row_major(&mut indices, &shape);
        }
        rw.replace_op(op, &[buffer]);
        Ok(())
    }
}

/// Steps `indices` to the next position of `shape` in row-major order.
fn advance_row_major(indices: &mut [usize], shape: &[i64]) {
    for (index, &size) in indices.iter_mut().zip(shape).rev() {
        *index += 1;
        if (*index as i64) < size {
            return;
        }
        *index = 0;
    }
}

/// The Toy ops combining two tensors element by element, and the `arith`
/// op that combines two elements.
trait ElementwiseBinary: OpType + Send + Sync + 'static {
    /// The left and right operands, as converted (buffers).
    fn buffers(operands: &[ValueVector], ir: &IrView, op: Self) -> (Value, Value);
    /// Combines two elements at the insertion point.
    fn combine(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        lhs: Value,
        rhs: Value,
    ) -> Value;
}

impl ElementwiseBinary for AddOp {
    fn buffers(operands: &[ValueVector], ir: &IrView, op: Self) -> (Value, Value) {
        let adaptor = AddOpAdaptor::for_op(operands, ir, op);
        (adaptor.lhs()[0], adaptor.rhs()[0])
    }

    fn combine(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        lhs: Value,
        rhs: Value,
    ) -> Value {
        let ty = lhs.ty(rw);
        arith::AddFOp::build(rw, loc, ty, lhs, rhs, None).result(rw)
    }
}

impl ElementwiseBinary for MulOp {
    fn buffers(operands: &[ValueVector], ir: &IrView, op: Self) -> (Value, Value) {
        let adaptor = MulOpAdaptor::for_op(operands, ir, op);
        (adaptor.lhs()[0], adaptor.rhs()[0])
    }

    fn combine(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        lhs: Value,
        rhs: Value,
    ) -> Value {
        let ty = lhs.ty(rw);
        arith::MulFOp::build(rw, loc, ty, lhs, rhs, None).result(rw)
    }
}

/// `toy.add` and `toy.mul`: a loop nest loading both operands' elements
/// and storing their sum or product.
struct BinaryLowering<T>(std::marker::PhantomData<T>);

impl<T> BinaryLowering<T> {
    /// The pattern for the op `T`.
    fn new() -> Self {
        BinaryLowering(std::marker::PhantomData)
    }
}

impl<T: ElementwiseBinary> OpConversionPattern for BinaryLowering<T> {
    type Op = T;

    fn generated_ops(&self) -> &[&'static str] {
        &["memref.alloc", "memref.dealloc", "affine.for", "affine.load", "affine.store"]
    }

    fn match_and_rewrite(
        &self,
        op: T,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let (lhs, rhs) = T::buffers(operands, rw, op);
        lower_to_loops(rw, op.as_op(), |rw, loc, ivs| {
            let lhs = affine::LoadOp::build_at(rw, loc, lhs, ivs).result(rw);
            let rhs = affine::LoadOp::build_at(rw, loc, rhs, ivs).result(rw);
            T::combine(rw, loc, lhs, rhs)
        })
    }
}

/// `toy.transpose`: a loop nest over the result storing the input's
/// element at the reversed indices.
struct TransposeLowering;

impl OpConversionPattern for TransposeLowering {
    type Op = TransposeOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["memref.alloc", "memref.dealloc", "affine.for", "affine.load", "affine.store"]
    }

    fn match_and_rewrite(
        &self,
        op: TransposeOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let input = TransposeOpAdaptor::for_op(operands, rw, op).input()[0];
        lower_to_loops(rw, op.as_op(), |rw, loc, ivs| {
            let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
            affine::LoadOp::build_at(rw, loc, input, &reversed).result(rw)
        })
    }
}

/// `toy.print` now prints the buffer its tensor became.
struct PrintLowering;

impl OpConversionPattern for PrintLowering {
    type Op = PrintOp;

    fn match_and_rewrite(
        &self,
        op: PrintOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let buffer = operands[0][0];
        rw.modify_op_in_place(op.as_op(), |m| m.set_operand(0, buffer));
        Ok(())
    }
}

/// `toy.func @main()` becomes `func.func @main()`, its body moved over.
/// Other functions should have been inlined into `main`.
struct FuncLowering;

impl OpConversionPattern for FuncLowering {
    type Op = FuncOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["func.func"]
    }

    fn match_and_rewrite(
        &self,
        op: FuncOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let name = op.sym_name(rw).to_owned();
        let function_type = op.function_type(rw);
        if name != "main" {
            return rw.notify_match_failure(op.as_op(), "only 'main' is lowered");
        }
        let takes_or_gives = function_type
            .as_function(rw.ctx())
            .is_none_or(|(inputs, results)| !inputs.is_empty() || !results.is_empty());
        if takes_or_gives {
            return rw.notify_match_failure(
                op.as_op(),
                "expected 'main' to have 0 inputs and 0 results",
            );
        }
        let loc = op.as_op().loc(rw);
        let new = func::FuncOp::build(rw, loc, &name, function_type, None, None, None, false);
        rw.inline_region_before(op.body(rw), new.body(rw), None);
        rw.erase_op(op.as_op());
        Ok(())
    }
}

/// `toy.return` becomes `func.return`; after inlining only `main`'s
/// return is left, which returns nothing.
struct ReturnLowering;

impl OpConversionPattern for ReturnLowering {
    type Op = ReturnOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["func.return"]
    }

    fn match_and_rewrite(
        &self,
        op: ReturnOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        if op.input(rw).is_some() {
            return rw.notify_match_failure(op.as_op(), "only a return without values is lowered");
        }
        let loc = op.as_op().loc(rw);
        // The old terminator stays until the conversion ends: the new one
        // goes after it.
        let block = op.as_op().block(rw).expect("a terminator is in a block");
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        func::ReturnOp::build(rw, loc, &[]);
        rw.erase_op(op.as_op());
        Ok(())
    }
}
