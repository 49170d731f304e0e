//! `arith-expand` (MLIR's `ArithExpandOpsPass`): a partial conversion in
//! which the expanded ops are illegal, `extf` and `truncf` illegal on the
//! float types the options name, every other `arith` op and `vector`
//! legal, other ops unknown (folded when they fold).

use std::sync::Arc;

use mlir_core::conversion::{ConversionConfig, ConversionTarget, apply_partial_conversion};
use mlir_core::ir::{IrView, Op};
use mlir_core::pass::{Pass, PassContext};
use mlir_core::rewrite::RewritePatternSet;
use mlir_core::support::float::FloatKind;
use mlir_derive::pass;

use super::{
    populate_arith_expand_ops_patterns, populate_expand_bfloat16_patterns,
    populate_expand_f4e2m1_patterns, populate_expand_f8e8m0_patterns,
};

/// Legalize Arith ops to be convertible to LLVM.
///
/// The rounding divisions, the integer and float minimum and maximum ops
/// and the scaled casts become plain `arith` ops; with the options,
/// `extf` and `truncf` between `bf16` and `f32`, from and to `f8E8M0FNU`,
/// and from and to `f4E2M1FN` become integer ops on their bits. An op the
/// expansions cannot rewrite (a `truncf` with a rounding mode, a scale of
/// another 8-bit type) fails the pass.
#[pass(argument = "arith-expand", name = "ArithExpandOpsPass")]
#[derive(Debug, Clone, Copy)]
pub struct ArithExpandOps {
    /// Enable the BF16 expansion patterns
    #[option(name = "include-bf16", default = false)]
    include_bf16: bool,
    /// Enable the F4E2M1 expansion patterns
    #[option(name = "include-f4e2m1", default = false)]
    include_f4e2m1: bool,
    /// Enable the F8E8M0 expansion patterns
    #[option(name = "include-f8e8m0", default = false)]
    include_f8e8m0: bool,
}

/// The `arith` ops the pass expands whatever its options.
const ILLEGAL: &[&str] = &[
    "ceildivsi",
    "ceildivui",
    "floordivsi",
    "maxsi",
    "maxui",
    "minsi",
    "minui",
    "maximumf",
    "minimumf",
    "maxnumf",
    "minnumf",
    "scaling_extf",
    "scaling_truncf",
];

impl ArithExpandOps {
    /// Whether the `arith` op `op` is legal for the pass.
    fn is_legal(&self, ir: &IrView, op: Op) -> bool {
        let ctx = ir.ctx();
        let name = op.name(ir);
        let element = |i: usize, result: bool| {
            let value = if result { op.result(ir, i) } else { op.operand(ir, i) };
            value.ty(ir).element_type_or_self(ctx).as_float(ctx)
        };
        let is = |kind: Option<FloatKind>, k: FloatKind| kind == Some(k);
        match name.as_str(ctx).strip_prefix("arith.").unwrap_or_default() {
            short if ILLEGAL.contains(&short) => false,
            "extf" => {
                let (from, to) = (element(0, false), element(0, true));
                !(self.include_bf16 && is(from, FloatKind::BF16) && is(to, FloatKind::F32)
                    || self.include_f8e8m0 && is(from, FloatKind::F8E8M0FNU)
                    || self.include_f4e2m1 && is(from, FloatKind::F4E2M1FN))
            }
            "truncf" => {
                let (from, to) = (element(0, false), element(0, true));
                !(self.include_bf16 && is(from, FloatKind::F32) && is(to, FloatKind::BF16)
                    || self.include_f8e8m0 && is(to, FloatKind::F8E8M0FNU)
                    || self.include_f4e2m1 && is(to, FloatKind::F4E2M1FN))
            }
            _ => true,
        }
    }
}

impl Pass for ArithExpandOps {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let mut patterns = RewritePatternSet::new();
        populate_arith_expand_ops_patterns(&mut patterns);
        if self.include_bf16 {
            populate_expand_bfloat16_patterns(&mut patterns);
        }
        if self.include_f8e8m0 {
            populate_expand_f8e8m0_patterns(&mut patterns);
        }
        if self.include_f4e2m1 {
            populate_expand_f4e2m1_patterns(&mut patterns);
        }
        let mut target = ConversionTarget::new();
        let options = Arc::new(*self);
        target.add_dynamically_legal_dialect("arith", move |ir, op| Some(options.is_legal(ir, op)));
        target.add_legal_dialect("vector");
        let root = cx.op();
        let config = ConversionConfig::default();
        if let Err(failure) = apply_partial_conversion(cx, &[root], &target, patterns, &config) {
            for diagnostic in failure.diagnostics {
                cx.emit(diagnostic);
            }
            cx.signal_failure();
        }
    }
}
