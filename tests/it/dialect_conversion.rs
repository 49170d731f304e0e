//! Dialect conversion from a user's crate, through the facade: a type
//! conversion of whole functions (signatures, blocks, calls, returns,
//! branches) with the core's and `func`'s patterns and a user's pattern;
//! rollback of a failed conversion and of a pattern whose result cannot be
//! legalized; the three modes and their messages; the order the cost model
//! tries patterns in; conversions without rollback; casts left where
//! converted and unconverted code meet. The expected texts are what MLIR's
//! conversion gives on these inputs, derived by hand from its rules (no
//! release build of mlir-opt has a pass running these patterns).

use std::sync::Arc;

use mlir_rs::core::conversion::{
    FoldingMode, is_branch_legal, is_function_signature_legal, populate_branch_operand_conversion,
    populate_function_signature_conversion,
};
use mlir_rs::core::ir::{InsertPoint, OperationState};
use mlir_rs::dialects::func::{is_call_or_return_legal, populate_call_and_return_type_conversion};
use mlir_rs::prelude::*;

fn context() -> Arc<Context> {
    Arc::new(Context::with_dialects(&mlir_rs::opt::standard_registry()))
}

fn parse(ctx: &Arc<Context>, text: &str) -> Module {
    Module::parse(ctx, "input.mlir", text).expect("the input parses")
}

fn print(module: &Module) -> String {
    module.print(&PrintOptions::default()).trim_end().to_owned()
}

/// The rendering of diagnostics, one per line, notes indented.
fn messages(diags: &[Diagnostic]) -> Vec<String> {
    let mut out = Vec::new();
    for diag in diags {
        out.push(diag.message.clone());
        for note in &diag.notes {
            out.push(format!("  note: {}", note.message.lines().next().unwrap_or_default()));
        }
    }
    out
}

const FUNCTIONS: &str = r#"func.func @callee(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @caller(%a: i32, %c: i1) -> i32 {
  %0 = func.call @callee(%a) : (i32) -> i32
  cf.cond_br %c, ^bb1(%0 : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %1 = arith.addi %y, %0 : i32
  return %1 : i32
}
"#;

/// `i32` becomes `i64`; every other type stays.
fn widening() -> Arc<TypeConverter> {
    let mut converter = TypeConverter::new();
    converter.add_identity_conversion();
    converter.add_conversion(|ctx, ty| (ty == ctx.integer_type(32)).then(|| ctx.integer_type(64)));
    Arc::new(converter)
}

/// A user's pattern: `arith.addi` rebuilt on the converted operands.
struct WidenAddI;

impl OpConversionPattern for WidenAddI {
    type Op = mlir_rs::dialects::arith::AddIOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["arith.addi"]
    }

    fn match_and_rewrite(
        &self,
        op: Self::Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = op.as_op();
        let converter = rw.type_converter().expect("the pattern has a converter");
        let ty = op.result(rw, 0).ty(rw);
        let Some(new_ty) = converter.convert_type_1to1(rw.ctx(), ty) else {
            return rw.notify_match_failure(op, "the type does not convert");
        };
        let operands: Vec<Value> = operands.iter().map(|v| v[0]).collect();
        let new = rebuild(rw, op, "arith.addi", &operands, new_ty);
        rw.replace_op(op, &[new]);
        Ok(())
    }
}

/// Creates the op `name` on `operands` with one result of type `ty` before
/// `op`; returns its result.
fn rebuild(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    name: &str,
    operands: &[Value],
    ty: Type,
) -> Value {
    let mut state = OperationState::new(rw.ctx().op_name(name), op.loc(rw));
    state.operands = operands.to_vec();
    state.result_types = vec![ty];
    rw.set_insertion_point(InsertPoint::Before(op));
    let new = rw.build(state);
    new.result(rw, 0)
}

/// The target and patterns of the widening conversion.
fn widening_conversion(converter: &Arc<TypeConverter>) -> (ConversionTarget, ConversionPatternSet) {
    let mut target = ConversionTarget::new();
    let c = converter.clone();
    target.add_dynamically_legal_op_named("func.func", move |ir, op| {
        Some(is_function_signature_legal(ir, op, &c))
    });
    for name in ["func.call", "func.return"] {
        let c = converter.clone();
        target.add_dynamically_legal_op_named(name, move |ir, op| {
            Some(is_call_or_return_legal(ir, op, &c))
        });
    }
    for name in ["cf.br", "cf.cond_br"] {
        let c = converter.clone();
        target
            .add_dynamically_legal_op_named(name, move |ir, op| Some(is_branch_legal(ir, op, &c)));
    }
    let c = converter.clone();
    target.add_dynamically_legal_dialect("arith", move |ir, op| {
        Some(op.results(ir).all(|r| c.is_legal_type(ir.ctx(), r.ty(ir))))
    });
    target.add_legal_op_named("builtin.module");
    let mut patterns = ConversionPatternSet::new();
    populate_function_signature_conversion(&mut patterns, converter);
    populate_call_and_return_type_conversion(&mut patterns, converter);
    populate_branch_operand_conversion(&mut patterns, converter);
    patterns.add_with_converter(WidenAddI, converter);
    (target, patterns)
}

#[test]
fn functions_blocks_calls_and_branches_change_type() {
    let ctx = context();
    let mut module = parse(&ctx, FUNCTIONS);
    let converter = widening();
    let (target, patterns) = widening_conversion(&converter);
    let root = module.op().as_op();
    let result = apply_full_conversion(
        module.ir_mut(),
        &[root],
        &target,
        patterns.into_rewrite_set(),
        &ConversionConfig::default(),
    );
    assert!(result.is_ok(), "{:?}", result.err().map(|f| messages(&f.diagnostics)));
    module.verify().expect("the converted module verifies");
    let expected = r#"module {
  func.func @callee(%arg0: i64) -> i64 {
    %0 = arith.addi %arg0, %arg0 : i64
    return %0 : i64
  }
  func.func @caller(%arg0: i64, %arg1: i1) -> i64 {
    %0 = call @callee(%arg0) : (i64) -> i64
    cf.cond_br %arg1, ^bb1(%0 : i64), ^bb2(%arg0 : i64)
  ^bb1(%1: i64):  // pred: ^bb0
    return %1 : i64
  ^bb2(%2: i64):  // pred: ^bb0
    %3 = arith.addi %2, %0 : i64
    return %3 : i64
  }
}"#;
    assert_eq!(print(&module), expected);
}

#[test]
fn a_failed_full_conversion_leaves_the_ir_as_it_was() {
    let ctx = context();
    let mut module = parse(&ctx, FUNCTIONS);
    let before = print(&module);
    let converter = widening();
    let (mut target, patterns) = widening_conversion(&converter);
    // No pattern gives `cf.cond_br` legal operands now.
    let mut set = ConversionPatternSet::new();
    populate_function_signature_conversion(&mut set, &converter);
    populate_call_and_return_type_conversion(&mut set, &converter);
    set.add_with_converter(WidenAddI, &converter);
    drop(patterns);
    target.add_illegal_op_named("cf.cond_br");
    let root = module.op().as_op();
    let failure = apply_full_conversion(
        module.ir_mut(),
        &[root],
        &target,
        set.into_rewrite_set(),
        &ConversionConfig::default(),
    )
    .expect_err("cf.cond_br cannot be legalized");
    // The error is reported as the op stands then, before the rollback.
    let messages = messages(&failure.diagnostics);
    assert_eq!(messages[0], "failed to legalize operation 'cf.cond_br'");
    assert!(
        messages[1].starts_with("  note: see current operation: \"cf.cond_br\"("),
        "{messages:?}"
    );
    assert_eq!(print(&module), before, "the signature, block and call changes are undone");
    module.verify().expect("the module still verifies");
}

#[test]
fn a_partial_conversion_fails_only_on_explicitly_illegal_ops() {
    let ctx = context();
    let text = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.muli %a, %a : i32\n  %1 = arith.subi %0, %a : i32\n  return %1 : i32\n}\n";
    // Unknown ops that stay are listed; nothing fails.
    let mut module = parse(&ctx, text);
    let root = module.op().as_op();
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("func");
    let outcome = apply_partial_conversion(
        module.ir_mut(),
        &[root],
        &target,
        RewritePatternSet::new(),
        &ConversionConfig::default(),
    )
    .expect("unknown ops may stay");
    let names: Vec<&str> =
        outcome.unlegalized_ops.iter().map(|op| op.name(module.ir()).as_str(&ctx)).collect();
    assert_eq!(names, ["builtin.module", "arith.muli", "arith.subi"]);

    // An illegal op that stays fails the conversion at that op.
    target.add_illegal_op_named("arith.subi");
    let failure = apply_partial_conversion(
        module.ir_mut(),
        &[root],
        &target,
        RewritePatternSet::new(),
        &ConversionConfig::default(),
    )
    .expect_err("arith.subi is illegal");
    assert_eq!(
        messages(&failure.diagnostics),
        [
            "failed to legalize operation 'arith.subi' that was explicitly marked illegal",
            "  note: see current operation: %1 = \"arith.subi\"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32",
        ]
    );
}

/// Replaces an `arith` op with another of `name` on the same operands.
struct Replace {
    from: &'static str,
    to: &'static str,
    benefit: u16,
    declared: &'static [&'static str],
}

impl RewritePattern for Replace {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(self.from)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn generated_ops(&self) -> &[&'static str] {
        self.declared
    }

    fn debug_name(&self) -> &str {
        self.to
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let operands: Vec<Value> = op.operands(rw).collect();
        let ty = op.result(rw, 0).ty(rw);
        let new = rebuild(rw, op, self.to, &operands, ty);
        rw.replace_op(op, &[new]);
        Ok(())
    }
}

const ADD: &str =
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";

/// Converts `ADD` with `patterns`: `arith.addi`, `subi` and `andi`
/// illegal, other arith ops legal.
fn convert_add(
    patterns: Vec<Replace>,
    config: &ConversionConfig,
) -> (String, Result<(), Vec<String>>) {
    let ctx = context();
    let mut module = parse(&ctx, ADD);
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("arith")
        .add_legal_dialect("func")
        .add_legal_op_named("builtin.module");
    for name in ["arith.addi", "arith.subi", "arith.andi"] {
        target.add_illegal_op_named(name);
    }
    let mut set = RewritePatternSet::new();
    for pattern in patterns {
        set.add(pattern);
    }
    let root = module.op().as_op();
    // Folding would turn `subi %a, %a` into a legal constant.
    let config = &ConversionConfig { folding: FoldingMode::Never, ..config.clone() };
    let result = apply_full_conversion(module.ir_mut(), &[root], &target, set, config)
        .map(|_| ())
        .map_err(|f| messages(&f.diagnostics));
    (print(&module), result)
}

fn body(printed: &str) -> &str {
    printed.lines().nth(2).expect("the op line").trim()
}

#[test]
fn a_pattern_whose_result_stays_illegal_is_rolled_back() {
    // `subi` has no pattern: the first pattern's result cannot be
    // legalized, so it is undone and the second one applies. It declares
    // nothing, so the cost model cannot drop it beforehand.
    let patterns = vec![
        Replace { from: "arith.addi", to: "arith.subi", benefit: 10, declared: &[] },
        Replace { from: "arith.addi", to: "arith.muli", benefit: 1, declared: &[] },
    ];
    let (printed, result) = convert_add(patterns, &ConversionConfig::default());
    assert_eq!(result, Ok(()));
    assert_eq!(body(&printed), "%0 = arith.muli %arg0, %arg0 : i32");
}

#[test]
fn without_rollback_such_a_pattern_fails_the_conversion() {
    let patterns = vec![
        Replace { from: "arith.addi", to: "arith.subi", benefit: 10, declared: &[] },
        Replace { from: "arith.addi", to: "arith.muli", benefit: 1, declared: &[] },
    ];
    let config = ConversionConfig { allow_pattern_rollback: false, ..ConversionConfig::default() };
    let (printed, result) = convert_add(patterns, &config);
    let messages = result.expect_err("the pattern's result is illegal");
    assert_eq!(messages[0], "pattern 'arith.subi' produced IR that could not be legalized");
    // The changes made before the failure stay, committed.
    assert_eq!(body(&printed), "%0 = arith.subi %arg0, %arg0 : i32");
}

#[test]
fn the_cost_model_drops_patterns_that_cannot_lead_to_legal_ir() {
    // Declaring `subi`, which nothing legalizes, drops the first pattern:
    // without rollback the second applies all the same.
    let patterns = vec![
        Replace { from: "arith.addi", to: "arith.subi", benefit: 10, declared: &["arith.subi"] },
        Replace { from: "arith.addi", to: "arith.muli", benefit: 1, declared: &["arith.muli"] },
    ];
    let config = ConversionConfig { allow_pattern_rollback: false, ..ConversionConfig::default() };
    let (printed, result) = convert_add(patterns, &config);
    assert_eq!(result, Ok(()));
    assert_eq!(body(&printed), "%0 = arith.muli %arg0, %arg0 : i32");
}

#[test]
fn shallower_legalizations_are_tried_before_higher_benefits() {
    // addi -> andi -> ori takes two steps; addi -> xori one, so it is
    // tried first despite its lower benefit.
    let patterns = vec![
        Replace { from: "arith.addi", to: "arith.andi", benefit: 10, declared: &["arith.andi"] },
        Replace { from: "arith.andi", to: "arith.ori", benefit: 1, declared: &["arith.ori"] },
        Replace { from: "arith.addi", to: "arith.xori", benefit: 1, declared: &["arith.xori"] },
    ];
    let (printed, result) = convert_add(patterns, &ConversionConfig::default());
    assert_eq!(result, Ok(()));
    assert_eq!(body(&printed), "%0 = arith.xori %arg0, %arg0 : i32");

    // Alone, the two-step chain legalizes transitively.
    let patterns = vec![
        Replace { from: "arith.addi", to: "arith.andi", benefit: 10, declared: &["arith.andi"] },
        Replace { from: "arith.andi", to: "arith.ori", benefit: 1, declared: &["arith.ori"] },
    ];
    let (printed, result) = convert_add(patterns, &ConversionConfig::default());
    assert_eq!(result, Ok(()));
    assert_eq!(body(&printed), "%0 = arith.ori %arg0, %arg0 : i32");
}

#[test]
fn a_pattern_is_not_applied_again_to_its_own_result() {
    // addi -> addi would recurse forever; the second application is
    // refused, the result stays illegal, the conversion fails and is undone.
    let patterns =
        vec![Replace { from: "arith.addi", to: "arith.addi", benefit: 1, declared: &[] }];
    let (printed, result) = convert_add(patterns, &ConversionConfig::default());
    let messages = result.expect_err("addi stays illegal");
    assert_eq!(messages[0], "failed to legalize operation 'arith.addi'");
    assert_eq!(printed, print(&parse(&context(), ADD)));
}

#[test]
fn the_analysis_mode_reports_and_changes_nothing() {
    let ctx = context();
    let mut module = parse(&ctx, ADD);
    let before = print(&module);
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("func").add_legal_op_named("arith.muli");
    target.add_illegal_op_named("arith.addi");
    let mut set = RewritePatternSet::new();
    set.add(Replace { from: "arith.addi", to: "arith.muli", benefit: 1, declared: &[] });
    let root = module.op().as_op();
    let outcome = apply_analysis_conversion(
        module.ir_mut(),
        &[root],
        &target,
        set,
        &ConversionConfig::default(),
    )
    .expect("the analysis succeeds");
    let names: Vec<&str> =
        outcome.legalizable_ops.iter().map(|op| op.name(module.ir()).as_str(&ctx)).collect();
    assert_eq!(names, ["func.func", "arith.addi", "func.return"]);
    assert_eq!(print(&module), before);
}

#[test]
fn casts_left_for_unconverted_users_need_a_materialization() {
    let ctx = context();
    let text = "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n  return\n}\n";
    let mut converter = TypeConverter::new();
    converter.add_identity_conversion();
    converter.add_conversion(|ctx, ty| (ty == ctx.integer_type(32)).then(|| ctx.integer_type(64)));
    let run = |converter: TypeConverter| {
        let converter = Arc::new(converter);
        let mut module = parse(&ctx, text);
        // Only the signature converts; the body is legal as it is.
        let mut target = ConversionTarget::new();
        let c = converter.clone();
        target.add_dynamically_legal_op_named("func.func", move |ir, op| {
            Some(is_function_signature_legal(ir, op, &c))
        });
        target.add_legal_dialect("arith").add_legal_op_named("func.return");
        let mut set = ConversionPatternSet::new();
        populate_function_signature_conversion(&mut set, &converter);
        let root = module.op().as_op();
        let config =
            ConversionConfig { folding: FoldingMode::Never, ..ConversionConfig::default() };
        let result = apply_partial_conversion(
            module.ir_mut(),
            &[root],
            &target,
            set.into_rewrite_set(),
            &config,
        );
        (print(&module), result.map(|_| ()).map_err(|f| messages(&f.diagnostics)))
    };
    let (_, result) = run(converter.clone());
    let messages = result.expect_err("no materialization");
    assert_eq!(
        messages[0],
        "failed to legalize unresolved materialization from ('i64') to ('i32') that remained live after conversion"
    );
    assert!(messages[1].starts_with("  note: see existing live user here: "), "{messages:?}");

    converter.add_source_materialization(|b, outputs, inputs, loc| {
        let mut state = OperationState::new(b.ctx().op_name("arith.trunci"), loc);
        state.operands = inputs.to_vec();
        state.result_types = outputs.to_vec();
        let op = b.build(state);
        Some(vec![op.result(b, 0)])
    });
    let (printed, result) = run(converter);
    assert_eq!(result, Ok(()));
    let expected = r#"module {
  func.func @f(%arg0: i64) {
    %0 = arith.trunci %arg0 : i64 to i32
    %1 = arith.addi %0, %0 : i32
    return
  }
}"#;
    assert_eq!(printed, expected);
}

#[test]
fn attributes_carrying_types_convert_most_recent_first() {
    let ctx = context();
    let mut converter = TypeConverter::new();
    let i32_ty = ctx.integer_type(32);
    let i64_ty = ctx.integer_type(64);
    // Integer attributes of an i32 become i64 ones; a later callback
    // handles the value 7 itself.
    converter.add_attribute_conversion(|ctx, ty, attr| {
        let value = attr.as_integer(ctx)?.as_i64()?;
        (ty == ctx.integer_type(32)).then(|| ctx.integer_attr_i64(ctx.integer_type(64), value))
    });
    converter.add_attribute_conversion(|ctx, _, attr| {
        (attr.as_integer(ctx)?.as_i64()? == 7).then(|| ctx.unit_attr())
    });
    let five = ctx.integer_attr_i64(i32_ty, 5);
    let seven = ctx.integer_attr_i64(i32_ty, 7);
    assert_eq!(
        converter.convert_attribute(&ctx, i32_ty, five),
        Some(ctx.integer_attr_i64(i64_ty, 5))
    );
    assert_eq!(converter.convert_attribute(&ctx, i32_ty, seven), Some(ctx.unit_attr()));
    assert_eq!(converter.convert_attribute(&ctx, i64_ty, five), None);
}

#[test]
fn a_failed_conversion_puts_split_blocks_back_exactly() {
    // `scf.if` is lowered first, splitting its block (the ops after it
    // move to a new block); then `arith.subi`, illegal with no pattern,
    // fails the conversion, and every change is undone.
    let ctx = context();
    let mut module = parse(
        &ctx,
        r#"func.func @f(%c: i1, %a: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %1 = arith.muli %a, %a : i32
    scf.yield %1 : i32
  }
  %2 = arith.addi %0, %a : i32
  %3 = arith.subi %2, %a : i32
  %4 = arith.addi %3, %0 : i32
  return %4 : i32
}
"#,
    );
    let before = print(&module);
    let config = ConversionConfig { folding: FoldingMode::Never, ..ConversionConfig::default() };
    let failure = lower_scf_if_but_not_subi(&mut module, &config);
    assert_eq!(
        messages(&failure.diagnostics)[0],
        "failed to legalize operation 'arith.subi' that was explicitly marked illegal"
    );
    assert_eq!(print(&module), before);
}

#[test]
fn a_failed_conversion_undoes_a_fold_that_swapped_regions() {
    // `scf.if` on a negated condition folds in place: the condition loses
    // its `xori` and the regions swap. The conversion then fails on
    // `arith.subi`; the rollback must swap the regions back along with
    // the operand, or the branches would be inverted.
    let ctx = context();
    let mut module = parse(
        &ctx,
        r#"func.func @f(%c: i1, %a: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %0 = scf.if %n -> (i32) {
    scf.yield %a : i32
  } else {
    %1 = arith.muli %a, %a : i32
    scf.yield %1 : i32
  }
  %2 = arith.subi %0, %a : i32
  return %2 : i32
}
"#,
    );
    let before = print(&module);
    lower_scf_if_but_not_subi(&mut module, &ConversionConfig::default());
    assert_eq!(print(&module), before);
}

/// A partial conversion lowering `scf.if` to `cf` with `arith.subi`
/// illegal and no pattern for it, which must fail; its failure.
fn lower_scf_if_but_not_subi(module: &mut Module, config: &ConversionConfig) -> ConversionFailure {
    let mut patterns = RewritePatternSet::new();
    mlir_rs::dialects::conversion::scf_to_cf::populate_scf_to_control_flow_conversion_patterns(
        &mut patterns,
    );
    let mut target = ConversionTarget::new();
    target.add_illegal_op_named("scf.if").add_illegal_op_named("arith.subi");
    target.mark_unknown_op_dynamically_legal(|_, _| Some(true));
    let root = module.op().as_op();
    apply_partial_conversion(module.ir_mut(), &[root], &target, patterns, config)
        .expect_err("arith.subi cannot be legalized")
}
