//! `InferIntRangeInterface` on the ops of `index` and `arith`, called
//! directly with operand bounds (the data-flow analysis that would supply
//! them is not in the core yet). Each expected range is derived from the
//! op's semantics in the comment beside it.

use mlir_core::definitions::interfaces::infer_int_range::{
    ConstantIntRanges, InferIntRangeInterfaceRef,
};
use mlir_core::ir::{IrView, Op};
use mlir_core::support::apint::APInt;

use crate::common::{module, ops_named};

/// Bounds of `width` bits, `min..=max` read signed.
fn signed(width: u32, min: i64, max: i64) -> ConstantIntRanges {
    ConstantIntRanges::from_signed(APInt::from_i64(width, min), APInt::from_i64(width, max))
}

/// Bounds of `width` bits, `min..=max` read unsigned.
fn unsigned(width: u32, min: u64, max: u64) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(APInt::from_u64(width, min), APInt::from_u64(width, max))
}

/// The `i1` bounds of a decided (`Some`) or undecided comparison.
fn bit(outcome: Option<bool>) -> ConstantIntRanges {
    match outcome {
        Some(v) => unsigned(1, u64::from(v), u64::from(v)),
        None => unsigned(1, 0, 1),
    }
}

/// The bounds `op` infers for its one result from `args`.
fn infer(ir: &IrView, op: Op, args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let model = InferIntRangeInterfaceRef::get(ir, op).expect("the op bounds its results");
    let mut found = None;
    model.infer_result_ranges(ir, args, &mut |value, range| {
        assert_eq!(value, op.result(ir, 0));
        found = Some(range);
    });
    found.expect("a range for the result")
}

/// The ops of the body of the only function of `text`, by name.
fn op(m: &mlir_core::Module, name: &str) -> Op {
    ops_named(m.ir(), name)[0]
}

const INDEX_OPS: &str = r#"
func.func @f(%a: index, %b: index, %i: i32) {
  %0 = index.add %a, %b
  %1 = index.divu %a, %b
  %2 = index.cmp ult(%a, %b)
  %3 = index.casts %i : i32 to index
  %4 = index.castu %a : index to i32
  %5 = index.sizeof
  %6 = index.constant -3
  %7 = index.bool.constant true
  %8 = index.maxs %a, %b
  return
}
"#;

#[test]
fn index_ops_bound_their_results_on_both_widths() {
    let m = module(&mlir_dialects::all_dialects(), INDEX_OPS);
    let ir = m.ir();
    // [1, 5] + [10, 20] = [11, 25] on both widths: the 64-bit bounds stand.
    let add = infer(ir, op(&m, "index.add"), &[signed(64, 1, 5), signed(64, 10, 20)]);
    assert_eq!(add, signed(64, 11, 25));
    // [2^32, 2^32] / [2, 2]: 2^31 at 64 bits, but the dividend is 0 at 32
    // bits, so 0 there: the bounds join both, [0, 2^31].
    let two32 = unsigned(64, 1 << 32, 1 << 32);
    let divu = infer(ir, op(&m, "index.divu"), &[two32.clone(), unsigned(64, 2, 2)]);
    assert_eq!(divu, unsigned(64, 0, 1 << 31));
    // [0, 3] < [4, 9] holds on both widths.
    let cmp = op(&m, "index.cmp");
    assert_eq!(infer(ir, cmp, &[unsigned(64, 0, 3), unsigned(64, 4, 9)]), bit(Some(true)));
    // 2^32 < 5 is false at 64 bits but true at 32 (2^32 truncates to 0):
    // undecided.
    assert_eq!(infer(ir, cmp, &[two32, unsigned(64, 5, 5)]), bit(None));
    // An i32 in [-1, 1] cast with sign to index: [-1, 1] on both widths.
    let casts = infer(ir, op(&m, "index.casts"), &[signed(32, -1, 1)]);
    assert_eq!(casts, signed(64, -1, 1));
    // An index in [2^32 + 1, 2^32 + 2] cast to i32 keeps its low bits: [1, 2].
    let low = unsigned(64, (1 << 32) + 1, (1 << 32) + 2);
    assert_eq!(infer(ir, op(&m, "index.castu"), &[low]), unsigned(32, 1, 2));
    // The index width is 32 or 64.
    assert_eq!(infer(ir, op(&m, "index.sizeof"), &[]), unsigned(64, 32, 64));
    // Constants are exactly their value.
    assert_eq!(infer(ir, op(&m, "index.constant"), &[]), signed(64, -3, -3));
    assert_eq!(infer(ir, op(&m, "index.bool.constant"), &[]), bit(Some(true)));
    // max([-5, 3], [0, 1]) read signed is [0, 3].
    let maxs = infer(ir, op(&m, "index.maxs"), &[signed(64, -5, 3), signed(64, 0, 1)]);
    assert_eq!(maxs, signed(64, 0, 3));
}

const ARITH_OPS: &str = r#"
func.func @f(%a: i8, %b: i8, %c: i1, %w: i64) {
  %0 = arith.addi %a, %b : i8
  %1 = arith.addi %a, %b overflow<nsw> : i8
  %2 = arith.cmpi sgt, %a, %b : i8
  %3 = arith.select %c, %a, %b : i8
  %4 = arith.extui %a : i8 to i16
  %5 = arith.trunci %w : i64 to i8
  %6 = arith.index_cast %a : i8 to index
  %7 = arith.constant dense<[3, -2, 7]> : vector<3xi8>
  %8 = arith.remui %a, %b : i8
  %9 = arith.shli %a, %b overflow<nuw> : i8
  return
}
"#;

#[test]
fn arith_ops_bound_their_results() {
    let m = module(&mlir_dialects::all_dialects(), ARITH_OPS);
    let ir = m.ir();
    let adds = ops_named(ir, "arith.addi");
    // [100, 120] + [10, 20]: 140 wraps signed i8, so signed is unbounded;
    // unsigned it is [110, 140].
    let args = [signed(8, 100, 120), signed(8, 10, 20)];
    assert_eq!(infer(ir, adds[0], &args).to_string(), "unsigned : [110, 140] signed : [-128, 127]");
    // With nsw a signed wrap is poison: the sum is at most 127.
    assert_eq!(infer(ir, adds[1], &args), signed(8, 110, 127));
    // [5, 9] > [0, 4] always.
    let cmp = op(&m, "arith.cmpi");
    assert_eq!(infer(ir, cmp, &[signed(8, 5, 9), signed(8, 0, 4)]), bit(Some(true)));
    assert_eq!(infer(ir, cmp, &[signed(8, 0, 9), signed(8, 0, 4)]), bit(None));
    // A known false condition selects the false value's bounds; an unknown
    // one joins both.
    let select = op(&m, "arith.select");
    let (t, f) = (signed(8, 1, 2), signed(8, 7, 9));
    assert_eq!(infer(ir, select, &[bit(Some(false)), t.clone(), f.clone()]), f);
    assert_eq!(infer(ir, select, &[bit(None), t, f]), signed(8, 1, 9));
    // Zero extension of [-1, -1] (255 unsigned) is 255 at 16 bits.
    assert_eq!(infer(ir, op(&m, "arith.extui"), &[signed(8, -1, -1)]), signed(16, 255, 255));
    // i64 [256, 258] truncated to i8: [0, 2].
    assert_eq!(infer(ir, op(&m, "arith.trunci"), &[signed(64, 256, 258)]), signed(8, 0, 2));
    // index_cast sign-extends i8 [-2, 3] to index.
    assert_eq!(infer(ir, op(&m, "arith.index_cast"), &[signed(8, -2, 3)]), signed(64, -2, 3));
    // A dense constant spans its elements: signed [-2, 7]; unsigned, -2 is
    // 254, so [3, 254].
    let dense = infer(ir, op(&m, "arith.constant"), &[]);
    assert_eq!(dense.to_string(), "unsigned : [3, 254] signed : [-2, 7]");
    // x % 10 for x in [0, 255] unsigned is below 10.
    let rem = infer(ir, op(&m, "arith.remui"), &[unsigned(8, 0, 255), unsigned(8, 10, 10)]);
    assert_eq!(rem, unsigned(8, 0, 9));
    // 16 << [0, 5] with nuw: 16 << 4 = 256 would wrap, so it saturates at
    // 255: [16, 255] unsigned (signed, 16 << 3 = 128 wraps: unbounded).
    let shl = infer(ir, op(&m, "arith.shli"), &[signed(8, 16, 16), unsigned(8, 0, 5)]);
    assert_eq!(shl.to_string(), "unsigned : [16, 255] signed : [-128, 127]");
}
