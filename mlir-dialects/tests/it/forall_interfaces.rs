//! `scf.forall`'s `mapping` and `scf.forall.in_parallel`'s body through a
//! small dialect of this test: `#pmap.unit<N>` implements
//! `DeviceMappingAttrInterface`, `#pmap.mask<N>`
//! `DeviceMaskingAttrInterface` and `pmap.insert`
//! `ParallelCombiningOpInterface` (upstream's are in `gpu` and `tensor`).
//! The messages are mlir-opt 22's, checked on its `gpu` mapping attributes
//! and `tensor.parallel_insert_slice`.

use std::ops::Range;
use std::sync::Arc;

use mlir_core::asm::printer::PrintOptions;
use mlir_core::definitions::interfaces::device_mapping::{
    DeviceMappingAttrInterface, DeviceMappingAttrInterfaceRef, DeviceMaskingAttrInterface,
    DeviceMaskingAttrInterfaceRef,
};
use mlir_core::definitions::interfaces::loop_like::LoopLikeOpInterfaceRef;
use mlir_core::definitions::interfaces::parallel_combining::{
    InParallelOpInterfaceRef, ParallelCombiningOpInterface, ParallelCombiningOpInterfaceRef,
};
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchOpInterfaceRef, RegionBranchPoint, RegionSuccessor,
};
use mlir_core::definitions::interfaces::region_kind::has_ssa_dominance;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::rewrite::OpFoldResult;
use mlir_core::semantics::constraints::AnyType;
use mlir_core::{Context, DialectRegistry, Module};
use mlir_derive::{attr_def, dialect, op};
use mlir_dialects::scf::ForallOp;

use crate::common::ops_named;

/// Test dialect: a device mapping attribute and a combining op.
#[dialect(name = "pmap", ops = [InsertOp], attrs = [UnitAttr, MaskAttr, PlainAttr])]
pub struct PMap;

/// The unit of a device a loop dimension maps to: `#pmap.unit<0>`.
#[attr_def(
    dialect = PMap,
    mnemonic = "unit",
    format = "`<` $dim `>`",
    interfaces = [DeviceMappingAttrInterface]
)]
pub struct UnitAttr {
    dim: u32,
}

impl DeviceMappingAttrInterface for UnitAttr {
    fn mapping_id(&self, ctx: &Context) -> i64 {
        i64::from(self.dim(ctx))
    }
}

/// The active units as a bit mask: `#pmap.mask<5>`.
#[attr_def(
    dialect = PMap,
    mnemonic = "mask",
    format = "`<` $bits `>`",
    interfaces = [DeviceMaskingAttrInterface]
)]
pub struct MaskAttr {
    bits: u32,
}

impl DeviceMaskingAttrInterface for MaskAttr {
    fn is_active_id(&self, ctx: &Context, id: u64) -> bool {
        id < 32 && self.bits(ctx) & (1 << id) != 0
    }

    fn max_num_physical_ids(&self, _ctx: &Context) -> u64 {
        32
    }
}

/// An attribute without the interfaces: `#pmap.plain`.
#[attr_def(dialect = PMap, mnemonic = "plain")]
pub struct PlainAttr;

/// Writes `source` into the destination `dest` in every iteration.
#[op(
    dialect = PMap,
    name = "insert",
    format = "$source `into` $dest attr-dict `:` type($source) `,` type($dest)",
    interfaces = [ParallelCombiningOpInterface]
)]
pub struct InsertOp {
    #[operand]
    source: AnyType,
    #[operand]
    dest: AnyType,
}

/// The destination is the second operand; the loop is around the
/// `scf.forall.in_parallel` holding the op.
impl ParallelCombiningOpInterface for InsertOp {
    fn updated_destinations(&self, _ir: &IrView) -> Range<usize> {
        1..2
    }

    fn iterating_parent(&self, ir: &IrView) -> Option<Op> {
        self.as_op().parent_op(ir)?.parent_op(ir)
    }
}

fn registry() -> DialectRegistry {
    let mut registry = mlir_dialects::all_dialects();
    registry.insert::<PMap>();
    registry
}

fn parse(text: &str) -> Result<Module, String> {
    let ctx = Arc::new(Context::with_dialects(&registry()));
    Module::parse(&ctx, "in.mlir", text).map_err(|d| d.to_string())
}

/// `text` parsed, verified, and printed back.
fn round_trip(text: &str) -> String {
    let module = parse(text).unwrap_or_else(|e| panic!("{e}"));
    module.print(&PrintOptions::new())
}

const MAPPED: &str = r#"module {
  func.func @mapped(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: index) -> tensor<8xf32> {
    %0 = scf.forall (%arg3, %arg4) in (%arg2, 4) shared_outs(%arg5 = %arg0) -> (tensor<8xf32>) {
      scf.forall.in_parallel {
        pmap.insert %arg1 into %arg5 : tensor<8xf32>, tensor<8xf32>
      }
    } {mapping = [#pmap.unit<1>, #pmap.unit<0>]}
    return %0 : tensor<8xf32>
  }
}
"#;

#[test]
fn mapping_and_combining_ops_verify_and_print_back() {
    assert_eq!(round_trip(MAPPED), MAPPED);
}

#[test]
fn the_interfaces_are_found_on_parsed_ir() {
    let module = parse(MAPPED).unwrap();
    let ir = module.ir();
    let ctx = ir.ctx();
    let forall = ForallOp::from_op_unchecked(ops_named(ir, "scf.forall")[0]);
    let mapping = forall.mapping(ir).and_then(|m| m.as_array(ctx)).unwrap().to_vec();
    let ids: Vec<i64> = mapping
        .iter()
        .map(|&a| DeviceMappingAttrInterfaceRef::get(ctx, a).unwrap().mapping_id(ctx))
        .collect();
    assert_eq!(ids, [1, 0]);
    let in_parallel = ops_named(ir, "scf.forall.in_parallel")[0];
    let terminator = InParallelOpInterfaceRef::get(ir, in_parallel).unwrap();
    let insert = ops_named(ir, "pmap.insert")[0];
    assert_eq!(terminator.yielding_ops(ir), [insert]);
    assert_eq!(terminator.parent_result(ir, 0), Some(forall.as_op().result(ir, 0)));
    assert_eq!(terminator.parent_result(ir, 1), None);
    let combining = ParallelCombiningOpInterfaceRef::get(ir, insert).unwrap();
    assert_eq!(combining.iterating_parent(ir), Some(forall.as_op()));
    // The combining ops live in a graph region.
    assert!(!has_ssa_dominance(ir, in_parallel.region(ir, 0)));
    let loop_like = LoopLikeOpInterfaceRef::get(ir, forall.as_op()).unwrap();
    let ivs = loop_like.induction_vars(ir).unwrap();
    assert_eq!(ivs.len(), 2);
    let body_args: Vec<_> = forall.body(ir).unwrap().args(ir).collect();
    assert_eq!(loop_like.region_iter_args(ir), body_args[2..]);
    assert_eq!(loop_like.inits(ir), 1..2);
    let upper = loop_like.upper_bounds(ir).unwrap();
    assert!(matches!(upper[0], OpFoldResult::Value(_)));
    let constant = |bound: &OpFoldResult| match bound {
        OpFoldResult::Attr(a) => a.as_integer(ctx).and_then(|i| i.as_i64()),
        OpFoldResult::Value(_) => None,
    };
    assert_eq!(constant(&upper[1]), Some(4));
    let lower = loop_like.lower_bounds(ir).unwrap();
    assert_eq!(lower.iter().map(constant).collect::<Vec<_>>(), [Some(0), Some(0)]);
    assert!(forall.is_normalized(ir));
    // Entered from the op only, the output flowing into the body's
    // `shared_outs` argument (after the two induction variables); the body
    // names no successor.
    let branch = RegionBranchOpInterfaceRef::get(ir, forall.as_op()).unwrap();
    let body = RegionSuccessor::region(0, 2..3);
    assert_eq!(branch.entry_successor_operands(ir, body.target), 1..2);
    assert_eq!(branch.successor_regions(ir, RegionBranchPoint::Parent), [body]);
    let from_body = RegionBranchPoint::Terminator(in_parallel);
    assert_eq!(branch.successor_regions(ir, from_body), []);
}

#[test]
fn an_empty_in_parallel_is_a_block_without_terminator() {
    let text = r#"module {
  func.func @empty(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = scf.forall (%arg1) in (4) shared_outs(%arg2 = %arg0) -> (tensor<8xf32>) {
    }
    return %0 : tensor<8xf32>
  }
}
"#;
    let module = parse(text).unwrap();
    let ir = module.ir();
    let in_parallel = ops_named(ir, "scf.forall.in_parallel")[0];
    let block = in_parallel.region(ir, 0).first_block(ir).unwrap();
    assert_eq!(block.ops(ir).count(), 0);
    let terminator = InParallelOpInterfaceRef::get(ir, in_parallel).unwrap();
    assert!(terminator.yielding_ops(ir).is_empty());
    // The implicit terminator is printed once the loop has results.
    let printed = module.print(&PrintOptions::new());
    assert!(printed.contains("      scf.forall.in_parallel {\n      }\n"), "{printed}");
}

/// The error `text` fails with, as mlir-opt renders it (location first).
fn error(text: &str) -> String {
    let rendered = parse(text).map(|_| String::new()).unwrap_or_else(|e| e);
    rendered.lines().next().unwrap_or_default().to_owned()
}

#[test]
fn mapping_must_have_one_entry_per_dimension() {
    let text = r#"func.func @f() {
  scf.forall (%i, %j) in (4, 4) {
  } {mapping = [#pmap.unit<0>]}
  return
}"#;
    assert_eq!(
        error(text),
        "in.mlir:2:3: error: 'scf.forall' op mapping attribute size must match op rank"
    );
    let matching = text.replace("[#pmap.unit<0>]", "[#pmap.unit<0>, #pmap.unit<1>]");
    assert_eq!(error(&matching), "");
}

#[test]
fn mapping_entries_must_implement_the_interface() {
    let text = r#"func.func @f() {
  scf.forall (%i) in (4) {
  } {mapping = [#pmap.plain]}
  return
}"#;
    let expected = "in.mlir:2:3: error: 'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute";
    assert_eq!(error(text), expected);
    assert_eq!(error(&text.replace("#pmap.plain", "#pmap.unit<2>")), "");
}

#[test]
fn in_parallel_holds_only_combining_ops() {
    let text = r#"func.func @f(%t: tensor<4xf32>, %c: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      %x = arith.constant 1 : index
    }
  }
  return
}"#;
    let expected = "in.mlir:3:5: error: 'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops";
    assert_eq!(error(text), expected);
}

#[test]
fn combining_ops_update_only_shared_outputs() {
    let text = r#"func.func @f(%t: tensor<4xf32>, %c: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      pmap.insert %c into %c : tensor<4xf32>, tensor<4xf32>
    }
  }
  return
}"#;
    let expected =
        "in.mlir:4:7: error: 'pmap.insert' op may only insert into an output block argument";
    assert_eq!(error(text), expected);
    let into_output = text.replace("%c into %c", "%c into %o");
    assert_eq!(error(&into_output), "");
}

#[test]
fn a_mask_does_not_count_as_a_mapping_and_comes_at_most_once() {
    let text = r#"func.func @f() {
  scf.forall (%i) in (4) {
  } {mapping = [#pmap.unit<0>, #pmap.mask<5>]}
  return
}"#;
    assert_eq!(error(text), "");
    let module = parse(text).unwrap();
    let ir = module.ir();
    let ctx = ir.ctx();
    let forall = ForallOp::from_op_unchecked(ops_named(ir, "scf.forall")[0]);
    let mask = forall.mapping(ir).and_then(|m| m.as_array(ctx)).unwrap()[1];
    let mask = DeviceMaskingAttrInterfaceRef::get(ctx, mask).unwrap();
    assert_eq!((mask.is_active_id(ctx, 2), mask.is_active_id(ctx, 1)), (true, false));
    let two_masks = text.replace("#pmap.mask<5>]", "#pmap.mask<5>, #pmap.mask<1>]");
    let expected = "in.mlir:2:3: error: 'scf.forall' op \"mapping\" supports at most one device masking attribute";
    assert_eq!(error(&two_masks), expected);
    // The mask alone leaves the dimension without a mapping.
    let only_mask = text.replace("#pmap.unit<0>, ", "");
    let expected = "in.mlir:2:3: error: 'scf.forall' op mapping attribute size must match op rank";
    assert_eq!(error(&only_mask), expected);
}
