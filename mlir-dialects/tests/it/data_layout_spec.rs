//! `DataLayout::closest` under `dlti.dl_spec`: which entry applies to an
//! integer width, floats, `index`, the stack alignment, pointers of other
//! address spaces, struct entries, and specifications of nested modules
//! combined.

use mlir_core::Context;
use mlir_core::definitions::interfaces::data_layout::DataLayout;
use mlir_core::ir::IrView;
use mlir_dialects::llvm::{PtrType, StructType};

use crate::common::{module, ops_named};

/// The layout at the first op named `name`.
fn layout_at(ir: &IrView, name: &str) -> DataLayout {
    DataLayout::closest(ir, ops_named(ir, name)[0]).expect("a layout")
}

/// `(size, abi, preferred)` of `ty` in bytes.
fn triple(ctx: &Context, layout: &DataLayout, ty: mlir_core::Type) -> (u64, u64, u64) {
    (
        layout.type_size(ctx, ty).unwrap(),
        layout.abi_alignment(ctx, ty).unwrap(),
        layout.preferred_alignment(ctx, ty).unwrap(),
    )
}

#[test]
fn entries_apply_by_kind() {
    let m = module(
        &mlir_dialects::all_dialects(),
        r#"module attributes {dlti.dl_spec = #dlti.dl_spec<
            i16 = dense<[32, 64]> : vector<2xi64>,
            i64 = dense<128> : vector<1xi64>,
            f32 = dense<[64, 128]> : vector<2xi64>,
            index = 16 : i64,
            !llvm.ptr = dense<[32, 64, 128, 32]> : vector<4xi64>,
            !llvm.ptr<3> = dense<[16, 16, 16]> : vector<3xi64>,
            !llvm.struct<()> = dense<[256]> : vector<1xi64>,
            "dlti.stack_alignment" = 64 : i64>} {
          "test.op"() : () -> ()
        }"#,
    );
    let (ir, ctx) = (m.ir(), m.ir().ctx());
    let layout = layout_at(ir, "test.op");
    let int = |w| ctx.integer_type(w);
    // The entry of the smallest width at least the type's, else the widest.
    assert_eq!(triple(ctx, &layout, int(8)), (1, 4, 8));
    assert_eq!(triple(ctx, &layout, int(24)), (3, 16, 16));
    assert_eq!(triple(ctx, &layout, int(128)), (16, 16, 16));
    assert_eq!(triple(ctx, &layout, ctx.f32_type()), (4, 8, 16));
    // No entry for f64: the default.
    assert_eq!(triple(ctx, &layout, ctx.f64_type()), (8, 8, 8));
    // `index` is an i16 here, with i16's entry.
    assert_eq!(triple(ctx, &layout, ctx.index_type()), (2, 4, 8));
    assert_eq!(layout.stack_alignment(), 64);
    let ptr = |space| PtrType::get(ctx, space).into();
    assert_eq!(triple(ctx, &layout, ptr(0)), (4, 8, 16));
    assert_eq!(triple(ctx, &layout, ptr(3)), (2, 2, 2));
    // An address space without an entry takes address space 0's.
    assert_eq!(triple(ctx, &layout, ptr(7)), (4, 8, 16));
    // Struct entries raise the alignment, not the size (padded to the
    // i8 element's ABI alignment, 4 here).
    let st = StructType::literal(ctx, vec![int(8)], false).into();
    assert_eq!(triple(ctx, &layout, st), (4, 32, 32));
}

#[test]
fn nested_specifications_combine() {
    let m = module(
        &mlir_dialects::all_dialects(),
        r#"module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>, "dlti.endianness" = "big">} {
          module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<128> : vector<1xi64>, "dlti.endianness" = "big">} {
            "test.inner"() : () -> ()
          }
          "test.outer"() : () -> ()
        }"#,
    );
    let (ir, ctx) = (m.ir(), m.ir().ctx());
    let inner = layout_at(ir, "test.inner");
    let outer = layout_at(ir, "test.outer");
    assert_eq!(inner.abi_alignment(ctx, ctx.integer_type(32)), Some(8));
    assert_eq!(inner.abi_alignment(ctx, ctx.f64_type()), Some(16));
    assert_eq!(outer.abi_alignment(ctx, ctx.f64_type()), Some(8));
    assert_eq!(outer.abi_alignment(ctx, ctx.integer_type(32)), Some(8));
}

#[test]
fn no_specification_is_the_default_layout() {
    let m = module(&mlir_dialects::all_dialects(), r#""test.op"() : () -> ()"#);
    let ir = m.ir();
    assert_eq!(layout_at(ir, "test.op"), DataLayout::default());
}
