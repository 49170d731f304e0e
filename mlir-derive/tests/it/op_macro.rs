//! Behaviour of what `#[op]` generates: names and traits in the registry,
//! accessors over parsed IR, and the generated invariant verifier, whose
//! messages are mlir-opt 22's for the same upstream ops (each expected
//! message below was printed by mlir-opt-22 for the `arith`/`cf` op of the
//! same name and shape).

use std::sync::Arc;

use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm_hooks::signatures::TypeParamSyntax;
use mlir_core::context::dialect_attr::AttrParam;
use mlir_core::context::dialect_type::{DialectType, DialectTypeKind, TypeDef};
use mlir_core::context::enum_attr::{DialectAttrKind, EnumAttrType};
use mlir_core::definitions::interfaces::cast::CastOpInterfaceModel;
use mlir_core::definitions::op_type::{Dialect, OpType};
use mlir_core::ir::{IrView, Op, WalkControl, WalkOrder};
use mlir_core::rewrite::{
    FoldAdaptor, FoldResult, OpFoldResult, PatternRewriter, PatternRoot, RewritePattern,
    RewritePatternSet, RewriteResult,
};
use mlir_core::semantics::constraints::{
    AnyMemRef, AnyRegion, AnySuccessor, AnyTensor, AnyType, I1, I64Attr, Index, MinSizedRegion,
    RankedF32ElementsAttr, RankedF64ElementsAttr, Shape1, Shape2, SignlessIntegerLike, SizedRegion,
    StrAttr, TypedAttrConstraint, UnitAttr, Variadic,
};
use mlir_core::semantics::traits::{
    AttrSizedOperandSegments, Commutative, IsTerminator, OpNameConst, OpTraits, Pure,
    SameOperandsAndResultType, SameVariadicOperandSize,
};
use mlir_core::{Context, verify};
use mlir_core::{NamedAttr, Type};
use mlir_derive::{dialect, enum_attr, op};

/// A few `arith`-like ops.
///
/// Enough to test the macros.
#[dialect(name = "arith", ops = [AddIOp, AttrsOp, FoldedOp, PairsOp, HookedOp, DefaultsOp])]
pub struct Arith;

/// A `cf`-like branch, its dialect depending on `Arith`.
#[dialect(name = "cf", ops = [CondBrOp], dependent = [Arith])]
pub struct Cf;

/// Integer addition.
///
/// Both operands and the result share one type.
#[op(dialect = Arith, name = "addi", traits = [Pure, Commutative, SameOperandsAndResultType])]
pub struct AddIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// A conditional branch with operands for the first successor only.
#[op(dialect = Cf, name = "cond_br", traits = [AttrSizedOperandSegments, IsTerminator])]
pub struct CondBrOp {
    #[operand]
    condition: I1,
    #[operand]
    args: Variadic<AnyType>,
    #[operand]
    false_args: Variadic<AnyType>,
    #[successor]
    true_dest: AnySuccessor,
    #[successor]
    false_dest: AnySuccessor,
}

/// An op with attributes and a region.
#[op(dialect = Arith, name = "test_attrs")]
pub struct AttrsOp {
    #[attr]
    count: I64Attr,
    #[attr(rename = "symName")]
    sym_name: Option<StrAttr>,
    #[attr]
    unit: Option<UnitAttr>,
    #[operand]
    maybe: Option<AnyType>,
    #[region]
    body: AnyRegion,
}

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    // `cf` registers `arith`, its dependent dialect, too.
    Cf::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn parse(src: &str) -> ParsedFile {
    parse_source(context(), src, &ParseConfig::new("t.mlir"))
        .unwrap_or_else(|d| panic!("{}", d[0].message))
}

/// The first diagnostic message of verifying `src`, or `None`.
fn first_error(src: &str) -> Option<String> {
    let file = parse(src);
    verify::verify(&file.ir, file.module()).err().map(|d| d[0].message.clone())
}

#[test]
fn definitions_carry_names_docs_and_traits() {
    let ctx = context();
    assert_eq!(AddIOp::NAME, "arith.addi");
    assert_eq!(AddIOp::DEF.summary, "Integer addition.");
    assert_eq!(AddIOp::DEF.description, "Both operands and the result share one type.");
    let name = ctx.lookup_registered_op("arith.addi").expect("registered");
    let traits = name.traits(&ctx);
    assert!(traits.contains(OpTraits::COMMUTATIVE));
    assert!(traits.contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE));
    assert!(
        ctx.lookup_registered_op("cf.cond_br").unwrap().traits(&ctx).contains(OpTraits::TERMINATOR)
    );
    assert_eq!(AttrsOp::DEF.property_names, ["count", "symName", "unit"]);
    assert_eq!(Arith::NAMESPACE, "arith");
    assert_eq!(
        (Arith::SUMMARY, Arith::DESCRIPTION),
        ("A few `arith`-like ops.", "Enough to test the macros.")
    );
    assert!(ctx.is_dialect_registered("arith") && ctx.is_dialect_registered("cf"));
    assert!(ctx.lookup_registered_op("arith.test_attrs").is_some());
}

#[test]
fn accessors_read_parsed_ir() {
    let file = parse(
        r#"
%a = "t.a"() : () -> i32
%b = "t.b"() : () -> i32
%c = "t.c"() : () -> i1
%s = "arith.addi"(%a, %b) : (i32, i32) -> i32
"t.r"() ({
  "cf.cond_br"(%c, %a, %b)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  "t.end"() : () -> ()
^bb2:
  "t.end"() : () -> ()
}) : () -> ()
"arith.test_attrs"(%a) <{count = 3 : i64, symName = "n"}> ({}) : (i32) -> ()
"arith.test_attrs"() <{count = 4 : i64}> ({}) : () -> ()
"#,
    );
    let ir = &file.ir;
    let mut ops = Vec::new();
    ir.walk_all(WalkOrder::PreOrder, |_, op| {
        ops.push(op);
        WalkControl::Advance
    });
    let add = ops.iter().find_map(|&op| AddIOp::try_from_op(ir, op)).expect("addi");
    let defs: Vec<String> = [add.lhs(ir), add.rhs(ir)]
        .iter()
        .map(|v| v.defining_op(ir).unwrap().name(ir).as_str(ir.ctx()).to_owned())
        .collect();
    assert_eq!(defs, ["t.a", "t.b"]);
    assert_eq!(add.result(ir).ty(ir), ir.ctx().integer_type(32));
    assert!(AddIOp::try_from_op(ir, add.lhs(ir).defining_op(ir).unwrap()).is_none());

    let br = ops.iter().find_map(|&op| CondBrOp::try_from_op(ir, op)).expect("cond_br");
    assert_eq!(br.args(ir).len(), 2);
    assert_eq!(br.true_dest(ir).num_args(ir), 2);
    assert_eq!(br.false_dest(ir).num_args(ir), 0);
    assert_eq!(br.condition(ir).ty(ir), ir.ctx().integer_type(1));

    let attrs: Vec<AttrsOp> = ops.iter().filter_map(|&op| AttrsOp::try_from_op(ir, op)).collect();
    let ctx = ir.ctx();
    // Typed values, and the raw attributes.
    assert_eq!(attrs[0].count(ir), 3);
    assert_eq!(attrs[0].count_attr(ir), ctx.integer_attr_i64(ctx.integer_type(64), 3));
    assert_eq!(attrs[0].sym_name(ir), Some("n"));
    assert_eq!(attrs[0].sym_name_attr(ir), Some(ctx.string_attr("n")));
    assert!(!attrs[0].unit(ir) && attrs[0].unit_attr(ir).is_none());
    assert!(attrs[0].maybe(ir).is_some() && attrs[1].maybe(ir).is_none());
    assert_eq!(attrs[1].sym_name(ir), None);
    assert!(attrs[1].body(ir).is_empty(ir));
}

#[test]
fn setters_write_properties() {
    let mut file = parse(r#""arith.test_attrs"() <{count = 4 : i64}> ({}) : () -> ()"#);
    let op = file
        .ir
        .root_block()
        .first_op(&file.ir)
        .unwrap()
        .region(&file.ir, 0)
        .first_block(&file.ir)
        .unwrap()
        .first_op(&file.ir)
        .unwrap();
    let typed = AttrsOp::try_from_op(&file.ir, op).expect("test_attrs");
    let ctx = file.ir.ctx_arc().clone();
    typed.set_count(&mut file.ir, 9);
    typed.set_unit(&mut file.ir, true);
    assert_eq!(typed.count_attr(&file.ir), ctx.integer_attr_i64(ctx.integer_type(64), 9));
    assert!(typed.unit(&file.ir));
    assert_eq!(typed.unit_attr(&file.ir), Some(ctx.unit_attr()));
    typed.set_unit(&mut file.ir, false);
    assert_eq!(typed.unit_attr(&file.ir), None);
    typed.set_count_attr(&mut file.ir, ctx.integer_attr_i64(ctx.integer_type(64), -2));
    assert_eq!(typed.count(&file.ir), -2);
}

#[test]
fn generated_verifier_speaks_mlir_opt() {
    // Each message is what mlir-opt-22 prints for the same arith/cf input.
    let cases = [
        (
            "%a = \"t.a\"() : () -> i32\n%b = \"t.b\"() : () -> f32\n%0 = \"arith.addi\"(%a, %b) : (i32, f32) -> i32",
            "'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'",
        ),
        (
            "%a = \"t.a\"() : () -> i32\n%0 = \"arith.addi\"(%a, %a) : (i32, i32) -> f32",
            "'arith.addi' op result #0 must be signless-integer-like, but got 'f32'",
        ),
        (
            "%a = \"t.a\"() : () -> i32\n%0 = \"arith.addi\"(%a) : (i32) -> i32",
            "'arith.addi' op expected 2 operands, but found 1",
        ),
        (
            "%a = \"t.a\"() : () -> i32\n%b = \"t.b\"() : () -> i64\n%0 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32",
            "'arith.addi' op requires the same type for all operands and results",
        ),
        (
            "%a = \"t.a\"() : () -> i32\n\"t.r\"() ({\n  \"cf.cond_br\"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n^bb1:\n  \"t.end\"() : () -> ()\n}) : () -> ()",
            "'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'",
        ),
    ];
    for (src, expected) in cases {
        assert_eq!(first_error(src).as_deref(), Some(expected), "{src}");
    }
    // Ours only (the test op has no upstream twin): ODS's attribute messages.
    assert_eq!(
        first_error("\"arith.test_attrs\"() ({}) : () -> ()").as_deref(),
        Some("'arith.test_attrs' op requires attribute 'count'")
    );
    assert_eq!(
        first_error("\"arith.test_attrs\"() <{count = 1 : i32}> ({}) : () -> ()").as_deref(),
        Some(
            "'arith.test_attrs' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute"
        )
    );
    assert_eq!(
        first_error("%a = \"t.a\"() : () -> i32\n%0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i32"),
        None
    );
}

/// An op whose own verifier (`verify` hook) and region verifier
/// (`verify_regions` hook) are user methods.
#[op(dialect = Arith, name = "hooked", verify, verify_regions)]
pub struct HookedOp {
    #[attr]
    limit: I64Attr,
    #[region]
    body: AnyRegion,
}

impl HookedOp {
    /// The limit must be positive.
    fn verify(self, ir: &IrView) -> mlir_core::context::diagnostics::VerifyResult {
        if self.limit(ir) > 0 {
            Ok(())
        } else {
            Err(self.as_op().emit_op_error(ir, "requires a positive limit").into())
        }
    }

    /// The body holds at most `limit` ops.
    fn verify_regions(self, ir: &IrView) -> mlir_core::context::diagnostics::VerifyResult {
        let limit = self.limit(ir);
        let count = self.body(ir).blocks(ir).flat_map(|b| b.ops(ir)).count();
        if count as i64 <= limit {
            Ok(())
        } else {
            Err(self
                .as_op()
                .emit_op_error(ir, format!("holds {count} ops, more than {limit}"))
                .into())
        }
    }
}

fn hooked_context() -> Arc<Context> {
    let ctx = context();
    HookedOp::register(&ctx);
    ctx
}

fn first_hooked_error(src: &str) -> Option<String> {
    let file = parse_source(hooked_context(), src, &ParseConfig::new("t.mlir")).expect("parses");
    verify::verify(&file.ir, file.module()).err().map(|d| d[0].message.clone())
}

#[test]
fn hooks_run_after_the_invariants_and_after_nested_ops() {
    // Invariants (the attribute's type) come before the op's own verifier.
    assert_eq!(
        first_hooked_error("\"arith.hooked\"() <{limit = 1 : i32}> ({}) : () -> ()").as_deref(),
        Some(
            "'arith.hooked' op attribute 'limit' failed to satisfy constraint: 64-bit signless integer attribute"
        )
    );
    assert_eq!(
        first_hooked_error("\"arith.hooked\"() <{limit = 0 : i64}> ({}) : () -> ()").as_deref(),
        Some("'arith.hooked' op requires a positive limit")
    );
    // A nested op's error comes before the region verifier's.
    let nested = "\"arith.hooked\"() <{limit = 1 : i64}> ({\n  %a = \"t.a\"() : () -> i32\n  %0 = \"arith.addi\"(%a) : (i32) -> i32\n}) : () -> ()";
    assert_eq!(
        first_hooked_error(nested).as_deref(),
        Some("'arith.addi' op expected 2 operands, but found 1")
    );
    let crowded = "\"arith.hooked\"() <{limit = 1 : i64}> ({\n  \"t.a\"() : () -> ()\n  \"t.b\"() : () -> ()\n}) : () -> ()";
    assert_eq!(
        first_hooked_error(crowded).as_deref(),
        Some("'arith.hooked' op holds 2 ops, more than 1")
    );
    assert_eq!(first_hooked_error("\"arith.hooked\"() <{limit = 3 : i64}> ({}) : () -> ()"), None);
}

#[test]
fn typed_builders_create_ops_that_print_and_verify() {
    use mlir_core::asm::printer::{PrintOptions, print_ir};
    use mlir_core::ir::{Builder, InsertPoint};
    let mut file = parse(
        "%a = \"t.a\"() : () -> i32\n%c = \"t.c\"() : () -> i1\n\"t.r\"() ({\n  \"t.end\"() : () -> ()\n^bb1(%x: i32):\n  \"t.end\"() : () -> ()\n}) : () -> ()",
    );
    let ctx = file.ir.ctx_arc().clone();
    let module = file.module();
    let block = module.region(&file.ir, 0).first_block(&file.ir).unwrap();
    let ops: Vec<_> = block.ops(&file.ir).collect();
    let (a, c, region_op) = (ops[0].result(&file.ir, 0), ops[1].result(&file.ir, 0), ops[2]);
    let entry = region_op.region(&file.ir, 0).first_block(&file.ir).unwrap();
    let target = entry.next(&file.ir).unwrap();
    let end = entry.first_op(&file.ir).unwrap();
    let loc = ctx.unknown_loc();
    let i32t = ctx.integer_type(32);
    {
        let mut b = Builder::new(&mut file.ir, InsertPoint::After(ops[1]));
        // ODS order: result types, then operands and attributes as declared.
        let sum = AddIOp::build(&mut b, loc, i32t, a, a);
        let sum_value = sum.result(&b);
        // The aggregate builder: inherent attributes by name go to their
        // properties, others stay discardable.
        let generic = AttrsOp::build_generic(
            &mut b,
            loc,
            &[],
            &[],
            &[
                NamedAttr {
                    name: ctx.ident("count"),
                    value: ctx.integer_attr_i64(ctx.integer_type(64), 5),
                },
                NamedAttr { name: ctx.ident("other"), value: ctx.unit_attr() },
            ],
            &[],
            1,
        );
        assert_eq!(generic.count(&b), 5);
        assert_eq!(generic.as_op().attr_dict(&b).as_dictionary(&ctx).map(|d| d.len()), Some(1));
        b.erase_op(generic.as_op());
        b.set_insertion_point(InsertPoint::After(ops[1]));
        // `SameOperandsAndResultType`: a builder that infers the result type.
        let inferred = AddIOp::build_inferred(&mut b, loc, sum_value, a).expect("inferred");
        assert_eq!(inferred.result(&b).ty(&b), i32t);
        b.erase_op(inferred.as_op());
        b.set_insertion_point(InsertPoint::After(sum.as_op()));
        AttrsOp::build(&mut b, loc, 2, Some("s"), false, Some(sum_value));
        b.set_insertion_point(InsertPoint::Before(end));
        CondBrOp::build(&mut b, loc, c, &[sum_value], &[], target, target);
    }
    file.ir.erase_op(end);
    assert_eq!(verify::verify(&file.ir, module).map_err(|d| d[0].message.clone()), Ok(()));
    let printed = print_ir(&file.ir, &PrintOptions { generic: true, ..PrintOptions::new() });
    assert_eq!(
        printed,
        "\"builtin.module\"() ({\n  %0 = \"t.a\"() : () -> i32\n  %1 = \"t.c\"() : () -> i1\n  %2 = \"arith.addi\"(%0, %0) : (i32, i32) -> i32\n  \"arith.test_attrs\"(%2) <{count = 2 : i64, symName = \"s\"}> ({\n  }) : (i32) -> ()\n  \"t.r\"() ({\n    \"cf.cond_br\"(%1, %2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()\n  ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb0\n    \"t.end\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n"
    );
}

/// An op with default-valued attributes (a value and a closure building
/// the attribute).
#[op(dialect = Arith, name = "defaults")]
pub struct DefaultsOp {
    #[attr(default = 7)]
    limit: I64Attr,
    #[attr]
    label: StrAttr,
    #[attr(default = |ctx| ctx.string_attr("x"))]
    tag: StrAttr,
    /// Optional with a default (ODS's `DefaultValuedOptionalAttr`): never
    /// materialized, read as 3 when absent.
    #[attr(default = 3)]
    step: Option<I64Attr>,
}

#[test]
fn default_valued_attributes_are_materialized_and_trail_the_builder() {
    use mlir_core::asm::printer::{PrintOptions, print_ir};
    use mlir_core::ir::{Builder, InsertPoint};
    let ctx = context();
    DefaultsOp::register(&ctx);
    let mut file = parse_source(
        ctx.clone(),
        "\"arith.defaults\"() <{label = \"l\"}> : () -> ()\n\"arith.defaults\"() <{label = \"m\", limit = 1 : i64}> : () -> ()",
        &ParseConfig::new("t.mlir"),
    )
    .expect("parses");
    let module = file.module();
    let last = module.region(&file.ir, 0).first_block(&file.ir).unwrap().last_op(&file.ir).unwrap();
    {
        let mut b = Builder::new(&mut file.ir, InsertPoint::After(last));
        // Defaults come last as `Option`s: `None` takes the default.
        let op = DefaultsOp::build(&mut b, ctx.unknown_loc(), "n", None, Some("y"), None);
        assert_eq!((op.step(&b), op.step_attr(&b)), (3, None));
        op.set_step(&mut b, Some(5));
        assert_eq!(op.step(&b), 5);
        op.set_step(&mut b, None);
    }
    assert_eq!(verify::verify(&file.ir, module).map_err(|d| d[0].message.clone()), Ok(()));
    let printed = print_ir(&file.ir, &PrintOptions { generic: true, ..PrintOptions::new() });
    assert_eq!(
        printed,
        "\"builtin.module\"() ({\n  \"arith.defaults\"() <{label = \"l\", limit = 7 : i64, tag = \"x\"}> : () -> ()\n  \"arith.defaults\"() <{label = \"m\", limit = 1 : i64, tag = \"x\"}> : () -> ()\n  \"arith.defaults\"() <{label = \"n\", limit = 7 : i64, tag = \"y\"}> : () -> ()\n}) : () -> ()\n\n"
    );
}

/// A cast-like op with an interface model, a folder, a canonicalize method
/// and a canonicalization pattern: the hooks a rewriting driver calls.
#[op(
    dialect = Arith,
    name = "folded",
    interfaces = [CastOpInterfaceModel = EveryCast],
    fold,
    canonicalize,
    canonicalize = [DropFolded]
)]
pub struct FoldedOp {
    #[operand]
    input: AnyType,
    #[result]
    output: AnyType,
}

/// Accepts every cast.
pub struct EveryCast;
impl CastOpInterfaceModel for EveryCast {
    fn are_cast_compatible(&self, _: &Context, _: &[Type], _: &[Type]) -> bool {
        true
    }
}

impl FoldedOp {
    /// Folds to the input when the types agree.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let input = self.input(ir);
        (input.ty(ir) == self.output(ir).ty(ir)).then_some(OpFoldResult::Value(input))
    }

    /// Never applies.
    fn canonicalize(self, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        rw.fail("nothing to do")
    }
}

/// A pattern listed by `canonicalize = [...]`.
#[derive(Default)]
pub struct DropFolded;
impl RewritePattern for DropFolded {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name("arith.folded")
    }
    fn match_and_rewrite(&self, _op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        rw.fail("not yet")
    }
}

#[test]
fn interfaces_and_rewrite_hooks_are_registered() {
    let ctx = context();
    let name = ctx.lookup_registered_op("arith.folded").expect("registered");
    assert!(name.interface::<dyn CastOpInterfaceModel>(&ctx).is_some());
    assert!(
        ctx.lookup_registered_op("arith.addi")
            .unwrap()
            .interface::<dyn CastOpInterfaceModel>(&ctx)
            .is_none()
    );
    let def = FoldedOp::DEF;
    let mut set = RewritePatternSet::new();
    (def.canonicalization_patterns.expect("patterns"))(&mut set, &ctx);
    assert_eq!(set.len(), 1);
    assert_eq!(set.patterns()[0].root(), PatternRoot::Name("arith.folded"));
    assert!(def.canonicalize.is_some());

    // The folder sees the op through the adaptor.
    let file = parse(
        "%a = \"t.a\"() : () -> i32\n%0 = \"arith.folded\"(%a) : (i32) -> i32\n%1 = \"arith.folded\"(%a) : (i32) -> i64",
    );
    let ir = &file.ir;
    let mut folded = Vec::new();
    ir.walk_all(WalkOrder::PreOrder, |ir, op| {
        if let Some(f) = FoldedOp::try_from_op(ir, op) {
            let adaptor = FoldAdaptor { op, constants: &[None] };
            folded.push(
                (def.fold.expect("folder"))(ir, &adaptor)
                    == FoldResult::Replaced(vec![OpFoldResult::Value(f.input(ir))]),
            );
        }
        WalkControl::Advance
    });
    assert_eq!(folded, [true, false]);
}

#[test]
fn operand_segments_divide_operands_as_mlir_opt_does() {
    // Each message is mlir-opt-22's for `cf.cond_br` with the same operands
    // and `operandSegmentSizes`.
    let wrap = |operands: &str, sizes: &str, types: &str| {
        format!(
            "%a = \"t.a\"() : () -> i1\n%b = \"t.b\"() : () -> i32\n\"t.r\"() ({{\n  \"cf.cond_br\"({operands})[^bb1, ^bb1] <{{operandSegmentSizes = array<i32: {sizes}>}}> : ({types}) -> ()\n^bb1:\n  \"t.end\"() : () -> ()\n}}) : () -> ()"
        )
    };
    let cases = [
        (
            wrap("%b", "1, 0, 1", "i32"),
            "'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'",
        ),
        (
            wrap("%a, %b", "2, 0, 0", "i1, i32"),
            "'cf.cond_br' op operand #1 must be 1-bit signless integer, but got 'i32'",
        ),
        (
            wrap("%a, %b", "1, -1, 2", "i1, i32"),
            "'cf.cond_br' op 'operandSegmentSizes' attribute cannot have negative elements",
        ),
        (wrap("", "1, 0, 0", ""), "'cf.cond_br' op expected 1 or more operands, but found 0"),
    ];
    for (src, expected) in &cases {
        assert_eq!(first_error(src).as_deref(), Some(*expected), "{src}");
    }
    // Missing sizes count as zeros.
    let missing = "%a = \"t.a\"() : () -> i1\n\"t.r\"() ({\n  \"cf.cond_br\"(%a)[^bb1, ^bb1] : (i1) -> ()\n^bb1:\n  \"t.end\"() : () -> ()\n}) : () -> ()";
    assert_eq!(
        first_error(missing).as_deref(),
        Some(
            "'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"
        )
    );
    // Sizes of the wrong length or kind are parse errors (property conversion).
    let parse_error = |src: &str| {
        parse_source(context(), src, &ParseConfig::new("t.mlir"))
            .err()
            .map(|d| d[0].message.clone())
    };
    assert_eq!(
        parse_error(&wrap("%a", "1, 0", "i1")).as_deref(),
        Some(
            "invalid properties {operandSegmentSizes = array<i32: 1, 0>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3"
        )
    );
    let i64_sizes = wrap("%a", "1, 0, 0", "i1").replace("array<i32", "array<i64");
    assert_eq!(
        parse_error(&i64_sizes).as_deref(),
        Some(
            "invalid properties {operandSegmentSizes = array<i64: 1, 0, 0>} for op cf.cond_br: expected DenseI32ArrayAttr for key `value`"
        )
    );
    // The old snake-case name is still read.
    let old_name = wrap("%a, %b, %b", "1, 1, 1", "i1, i32, i32")
        .replace("operandSegmentSizes", "operand_segment_sizes");
    let file = parse(&old_name);
    let mut found = None;
    file.ir.walk_all(WalkOrder::PreOrder, |ir, op| {
        if let Some(br) = CondBrOp::try_from_op(ir, op) {
            found = Some((br.args(ir).len(), br.false_args(ir).len()));
        }
        WalkControl::Advance
    });
    assert_eq!(found, Some((1, 1)));
}

/// Two variadic operand groups of equal size.
#[op(dialect = Arith, name = "pairs", traits = [SameVariadicOperandSize])]
pub struct PairsOp {
    #[operand]
    first: I1,
    #[operand]
    lhs: Variadic<AnyType>,
    #[operand]
    rhs: Variadic<AnyType>,
}

#[test]
fn same_variadic_size_splits_operands_evenly() {
    let file = parse(
        "%a = \"t.a\"() : () -> i1\n%b = \"t.b\"() : () -> i32\n\"arith.pairs\"(%a, %b, %b, %a, %a) : (i1, i32, i32, i1, i1) -> ()",
    );
    let mut found = None;
    file.ir.walk_all(WalkOrder::PreOrder, |ir, op| {
        if let Some(p) = PairsOp::try_from_op(ir, op) {
            let types =
                |vs: Vec<mlir_core::ir::Value>| vs.iter().map(|v| v.ty(ir)).collect::<Vec<_>>();
            found = Some((types(p.lhs(ir).collect()), types(p.rhs(ir).collect())));
        }
        WalkControl::Advance
    });
    let ctx = file.ir.ctx();
    let (i1, i32t) = (ctx.integer_type(1), ctx.integer_type(32));
    assert_eq!(found, Some((vec![i32t, i32t], vec![i1, i1])));
}

#[test]
fn operand_adaptors_divide_plain_slices() {
    // Any element type: here strings standing for values, and slices of
    // them as in a 1:N conversion.
    let operands = ["c", "t0", "f0", "f1"];
    let br = CondBrOpAdaptor::new(&operands, &[1, 1, 2]);
    assert_eq!(
        (*br.condition(), br.args(), br.false_args()),
        ("c", &["t0"][..], &["f0", "f1"][..])
    );
    assert_eq!(br.all_operands().len(), 4);
    let replaced: [&[&str]; 2] = [&["a0", "a1"], &["b"]];
    let add = AddIOpAdaptor::new(&replaced);
    assert_eq!((*add.lhs(), *add.rhs()), (&["a0", "a1"][..], &["b"][..]));
    // Sized by the op's own segment sizes.
    let file = parse(
        "%a = \"t.a\"() : () -> i1\n%b = \"t.b\"() : () -> i32\n\"t.r\"() ({\n  \"cf.cond_br\"(%a, %b, %b)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i32, i32) -> ()\n^bb1:\n  \"t.end\"() : () -> ()\n}) : () -> ()",
    );
    let mut lengths = None;
    file.ir.walk_all(WalkOrder::PreOrder, |ir, op| {
        if let Some(br) = CondBrOp::try_from_op(ir, op) {
            let values: Vec<_> = op.operands(ir).collect();
            let adaptor = CondBrOpAdaptor::for_op(&values, ir, br);
            lengths = Some((adaptor.args().len(), adaptor.false_args().len()));
        }
        WalkControl::Advance
    });
    assert_eq!(lengths, Some((0, 2)));
}

/// A dialect naming attributes in camel case, with an attribute verifier
/// and a constant materializer.
#[dialect(
    name = "camel",
    ops = [FlagsOp, SizedOp, RoundOp],
    types = [PairType],
    attrs = [RoundModeAttr],
    rename_all = "camelCase",
    verify_op_attribute,
    materialize_constant,
    verify_region_arg_attribute
)]
pub struct Camel;

impl Camel {
    /// `camel.*` attributes on any op must be unit attributes.
    fn verify_op_attribute(
        ir: &IrView,
        op: Op,
        attr: NamedAttr,
    ) -> mlir_core::context::diagnostics::VerifyResult {
        if attr.value == ir.ctx().unit_attr() {
            return Ok(());
        }
        let name = attr.name.as_str(ir.ctx());
        Err(op.emit_op_error(ir, format!("'{name}' must be a unit attribute")).into())
    }

    /// `camel.*` attributes on a function's arguments: any (a stand-in: a
    /// function's verifier calls this).
    fn verify_region_arg_attribute(
        _ir: &IrView,
        _op: Op,
        _region: usize,
        _index: usize,
        _attr: NamedAttr,
    ) -> mlir_core::context::diagnostics::VerifyResult {
        Ok(())
    }

    /// Materializes nothing (a stand-in: the greedy driver calls this).
    fn materialize_constant(
        _builder: &mut mlir_core::ir::Builder<'_>,
        _value: mlir_core::Attribute,
        _ty: Type,
        _loc: mlir_core::Location,
    ) -> Option<Op> {
        None
    }
}

/// An op whose attribute fields get camel-case names.
#[op(dialect = Camel, name = "flags")]
pub struct FlagsOp {
    #[attr]
    overflow_flags: Option<UnitAttr>,
    #[attr(rename = "kept_as_is")]
    renamed_field: Option<UnitAttr>,
}

#[test]
fn dialect_naming_and_hooks() {
    assert_eq!(FlagsOp::DEF.property_names, ["overflowFlags", "kept_as_is"]);
    let ctx = Context::new();
    Camel::register(&ctx);
    let hooks = ctx.dialect_hooks("camel").expect("registered");
    assert!(hooks.verify_op_attribute.is_some() && hooks.materialize_constant.is_some());
    assert!(hooks.verify_region_arg_attribute.is_some());
    assert!(hooks.verify_region_result_attribute.is_none());
    assert!(ctx.dialect_hooks("arith").is_none());
    let src = |value: &str| {
        format!(
            "\"camel.flags\"() <{{overflowFlags}}> {{camel.tag = {value}, other.tag = 1}} : () -> ()"
        )
    };
    let run = |text: &str| {
        let ctx = Arc::new(Context::new());
        Camel::register(&ctx);
        ctx.set_allow_unregistered_dialects(true);
        let file = parse_source(ctx, text, &ParseConfig::new("t.mlir")).expect("parses");
        verify::verify(&file.ir, file.module()).err().map(|d| d[0].message.clone())
    };
    assert_eq!(run(&src("unit")), None);
    assert_eq!(
        run(&src("3")).as_deref(),
        Some("'camel.flags' op 'camel.tag' must be a unit attribute")
    );
}

/// An op with region constraints (names in camel case, or renamed).
#[op(dialect = Camel, name = "sized")]
pub struct SizedOp {
    #[region]
    then_region: SizedRegion<1>,
    #[region(rename = "bodyRegion")]
    body: MinSizedRegion<2>,
}

#[test]
fn region_constraints_speak_mlir_opt() {
    let run = |text: &str| {
        let ctx = Arc::new(Context::new());
        Camel::register(&ctx);
        ctx.set_allow_unregistered_dialects(true);
        let file = parse_source(ctx, text, &ParseConfig::new("t.mlir")).expect("parses");
        verify::verify(&file.ir, file.module()).err().map(|d| d[0].message.clone())
    };
    let block = "^bb0:\n  \"t.x\"() : () -> ()\n";
    // The form of mlir-opt 22's message for `pdl.pattern`'s `SizedRegion<1>`.
    assert_eq!(
        run(&format!(
            "\"camel.sized\"() ({{}}, {{{block}^bb1:\n  \"t.x\"() : () -> ()\n}}) : () -> ()"
        ))
        .as_deref(),
        Some(
            "'camel.sized' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks"
        )
    );
    assert_eq!(
        run(&format!("\"camel.sized\"() ({{{block}}}, {{{block}}}) : () -> ()")).as_deref(),
        Some(
            "'camel.sized' op region #1 ('bodyRegion') failed to verify constraint: region with at least 2 blocks"
        )
    );
}

/// `!camel.pair<T, U>`: a dialect type kind written by hand against the
/// parser and printer API (the API `#[type_def]`'s expansions use).
pub struct PairType;

fn parse_pair(
    p: &mut mlir_core::asm::parser::Parser<'_>,
    def: &'static TypeDef,
) -> mlir_core::asm::parser::PResult<Type> {
    p.parse_less()?;
    let first = p.parse_any_type()?;
    if !p.parse_optional_comma() {
        return Err(p.error_at_offset(p.offset(), "expected ','"));
    }
    let second = p.parse_any_type()?;
    p.parse_greater()?;
    Ok(p.context().dialect_type(def, vec![AttrParam::Type(first), AttrParam::Type(second)]))
}

fn print_pair(printer: &mut mlir_core::asm::printer::AsmPrinter<'_>, ty: &DialectType) {
    printer.write_char('<');
    for (i, param) in ty.params.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        if let AttrParam::Type(t) = param {
            printer.print_type(*t);
        }
    }
    printer.write_char('>');
}

static PAIR: TypeDef = TypeDef::new(
    "camel",
    "pair",
    "Camel_PairType",
    &TypeParamSyntax { parse: parse_pair, print: print_pair },
);

impl DialectTypeKind for PairType {
    const TYPE_DEF: &'static TypeDef = &PAIR;
}

#[test]
fn dialect_types_parse_and_print_by_mnemonic() {
    let ctx = Arc::new(Context::new());
    Camel::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let src = "\"t.x\"() {a = !camel.pair<i32, !camel.pair<f32,index>>, b = !camel<pair<i1, i1>>} : () -> ()";
    let file = parse_source(ctx.clone(), src, &ParseConfig::new("t.mlir")).expect("parses");
    let printed =
        mlir_core::asm::printer::print_ir(&file.ir, &mlir_core::asm::printer::PrintOptions::new());
    assert_eq!(
        printed,
        "module {\n  \"t.x\"() {a = !camel.pair<i32, !camel.pair<f32, index>>, b = !camel.pair<i1, i1>} : () -> ()\n}\n\n"
    );
    // mlir-opt's messages for unknown mnemonics (two blanks, as upstream's
    // generated type parser prints) and for dialects without types.
    let error = |text: &str| {
        parse_source(ctx.clone(), text, &ParseConfig::new("t.mlir"))
            .err()
            .map(|d| d[0].message.clone())
    };
    assert_eq!(
        error("\"t.x\"() {a = !camel.foo} : () -> ()").as_deref(),
        Some("unknown  type `foo` in dialect `camel`")
    );
    let arith = Arc::new(Context::new());
    Arith::register(&arith);
    let no_hook = parse_source(
        arith,
        "\"arith.x\"() {a = !arith.foo} : () -> ()",
        &ParseConfig::new("t.mlir"),
    );
    assert_eq!(
        no_hook.err().map(|d| d[0].message.clone()).as_deref(),
        Some("dialect 'arith' provides no type parsing hook")
    );
}

/// A rounding direction: a Rust user's enum, without upstream's C++ and ODS
/// names.
#[enum_attr(attr(dialect = Camel, mnemonic = "mode"))]
pub enum RoundMode {
    /// Towards positive infinity.
    Up = 0,
    /// Towards negative infinity.
    Down = 1,
}

#[test]
fn enum_messages_name_the_rust_types_by_default() {
    assert_eq!(
        RoundMode::ENUM.one_of_message("sideways"),
        "expected RoundMode to be one of: up, down"
    );
    assert_eq!(<RoundModeAttr as DialectAttrKind>::ATTR_DEF.ods_name, "RoundModeAttr");
    assert_eq!(<RoundModeAttr as DialectAttrKind>::ATTR_DEF.mnemonic, "mode");
}

/// An op whose attribute fields name their value types (`value = …`), so
/// that its accessors and builder take and give them.
#[op(dialect = Camel, name = "round")]
pub struct RoundOp {
    #[attr(value = RoundMode)]
    mode: RoundModeAttr,
    #[attr(value = RoundMode)]
    fallback: Option<RoundModeAttr>,
    #[attr(value = RoundMode, default = RoundMode::Down)]
    tie: Option<RoundModeAttr>,
    #[attr(value = &str)]
    label: StrAttr,
}

#[test]
fn named_value_types_are_what_accessors_and_builders_take() {
    use mlir_core::asm::printer::{PrintOptions, print_ir};
    use mlir_core::ir::{Builder, InsertPoint};
    let ctx = Arc::new(Context::new());
    Camel::register(&ctx);
    let src = "\"camel.round\"() <{label = \"l\", mode = #camel.mode<up>}> : () -> ()";
    let mut file = parse_source(ctx.clone(), src, &ParseConfig::new("t.mlir"))
        .unwrap_or_else(|d| panic!("{}", d[0].message));
    let block = file.module().region(&file.ir, 0).first_block(&file.ir).unwrap();
    let op = RoundOp::try_from_op(&file.ir, block.first_op(&file.ir).unwrap()).unwrap();
    let read: (RoundMode, Option<RoundMode>, RoundMode, &str) =
        (op.mode(&file.ir), op.fallback(&file.ir), op.tie(&file.ir), op.label(&file.ir));
    assert_eq!(read, (RoundMode::Up, None, RoundMode::Down, "l"));
    op.set_mode(&mut file.ir, RoundMode::Down);
    op.set_fallback(&mut file.ir, Some(RoundMode::Up));
    op.set_label(&mut file.ir, "m");
    assert_eq!(op.mode(&file.ir), RoundMode::Down);
    assert_eq!(op.fallback(&file.ir), Some(RoundMode::Up));
    let built = {
        let mut b = Builder::new(&mut file.ir, InsertPoint::After(op.as_op()));
        RoundOp::build(&mut b, ctx.unknown_loc(), RoundMode::Up, None, "b", Some(RoundMode::Up))
    };
    assert_eq!(built.tie(&file.ir), RoundMode::Up);
    let printed = print_ir(&file.ir, &PrintOptions { generic: true, ..PrintOptions::new() });
    assert_eq!(
        printed,
        "\"builtin.module\"() ({\n  \"camel.round\"() <{fallback = #camel.mode<up>, label = \"m\", mode = #camel.mode<down>}> : () -> ()\n  \"camel.round\"() <{label = \"b\", mode = #camel.mode<up>, tie = #camel.mode<up>}> : () -> ()\n}) : () -> ()\n\n"
    );
}

/// Ops of mlir-opt's test dialect and of `memref`, with the constraints
/// their upstream definitions use, and ops whose results are derived.
#[dialect(name = "test", ops = [FloatElementsOp, DerivedOp, SameAsOp])]
pub struct TestDialect;

/// A `memref`-like dialect for the memref constraints' messages.
#[dialect(name = "memref", ops = [LoadOp])]
pub struct MemRefDialect;

/// mlir-opt's `test.float_elements_attr`.
#[op(dialect = TestDialect, name = "float_elements_attr")]
pub struct FloatElementsOp {
    #[attr]
    scalar_f32_attr: RankedF32ElementsAttr<Shape1<2>>,
    #[attr]
    tensor_f64_attr: RankedF64ElementsAttr<Shape2<4, 8>>,
}

/// `memref.load`'s operands and result.
#[op(dialect = MemRefDialect, name = "load")]
pub struct LoadOp {
    #[operand]
    memref: AnyMemRef,
    #[operand]
    indices: Variadic<Index>,
    #[result]
    result: AnyType,
}

/// The element type of a shaped type (a `via` function).
fn element_of(ctx: &Context, ty: Type) -> Type {
    ty.element_type_or_self(ctx)
}

/// An op whose every result type is derived as its format derives it:
/// from an operand, through a function, from another result, from a typed
/// attribute, and from a buildable constraint.
#[op(
    dialect = TestDialect,
    name = "derived",
    format = "$input `,` $value attr-dict `:` type($input)"
)]
pub struct DerivedOp {
    #[operand]
    input: AnyTensor,
    #[attr]
    value: TypedAttrConstraint,
    #[result(type_from = input)]
    same: AnyTensor,
    #[result(type_from = same, via = element_of)]
    element: AnyType,
    #[result(type_from = value)]
    constant: AnyType,
    #[result]
    flag: I1,
}

/// An op without a format whose result's type is its operand's.
#[op(dialect = TestDialect, name = "same_as")]
pub struct SameAsOp {
    #[operand]
    input: AnyType,
    #[result(type_from = input)]
    output: AnyType,
}

#[test]
fn elements_and_container_constraints_speak_mlir_opt() {
    let run = |text: &str| {
        let ctx = Arc::new(Context::new());
        TestDialect::register(&ctx);
        MemRefDialect::register(&ctx);
        ctx.set_allow_unregistered_dialects(true);
        match parse_source(ctx, text, &ParseConfig::new("t.mlir")) {
            Ok(file) => verify::verify(&file.ir, file.module()).err().map(|d| d[0].message.clone()),
            Err(d) => Some(d[0].message.clone()),
        }
    };
    // Each message as mlir-opt 22 prints it for the same input.
    let op = |scalar: &str, tensor: &str| {
        format!(
            "\"test.float_elements_attr\"() <{{scalar_f32_attr = {scalar}, tensor_f64_attr = {tensor}}}> : () -> ()"
        )
    };
    let (f32s, f64s) = ("dense<[1.0, 2.0]> : tensor<2xf32>", "dense<1.0> : tensor<4x8xf64>");
    assert_eq!(run(&op(f32s, f64s)), None);
    assert_eq!(
        run(&op("dense<[1.0, 2.0]> : tensor<2xf64>", f64s)).as_deref(),
        Some(
            "'test.float_elements_attr' op attribute 'scalar_f32_attr' failed to satisfy constraint: 32-bit float elements attribute of shape [2]"
        )
    );
    assert_eq!(
        run(&op(f32s, "dense<1.0> : tensor<4x8xf32>")).as_deref(),
        Some(
            "'test.float_elements_attr' op attribute 'tensor_f64_attr' failed to satisfy constraint: 64-bit float elements attribute of shape [4, 8]"
        )
    );
    assert_eq!(
        run(&op("dense<1> : tensor<2xi32>", f64s)).as_deref(),
        Some(
            "invalid properties {scalar_f32_attr = dense<1> : tensor<2xi32>, tensor_f64_attr = dense<1.000000e+00> : tensor<4x8xf64>} for op test.float_elements_attr: Invalid attribute `scalar_f32_attr` in property conversion: dense<1> : tensor<2xi32>"
        )
    );
    let load = |ty: &str| {
        format!(
            "%m = \"t.m\"() : () -> {ty}\n%i = \"t.i\"() : () -> index\n%0 = \"memref.load\"(%m, %i) : ({ty}, index) -> f32"
        )
    };
    assert_eq!(run(&load("memref<4xf32>")), None);
    assert_eq!(
        run(&load("memref<*xf32>")).as_deref(),
        Some(
            "'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'"
        )
    );
}

#[test]
fn build_inferred_derives_result_types_as_the_format_does() {
    use mlir_core::ir::{Builder, InsertPoint};
    let ctx = Arc::new(Context::new());
    TestDialect::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    // The format derives the result types on parsing …
    let src = "%t = \"t.a\"() : () -> tensor<2xf32>\n%i = \"t.b\"() : () -> i32\n%0:4 = test.derived %t, 3 : i16 : tensor<2xf32>";
    let mut file = parse_source(ctx.clone(), src, &ParseConfig::new("t.mlir"))
        .unwrap_or_else(|d| panic!("{}", d[0].message));
    let ops: Vec<_> =
        file.module().region(&file.ir, 0).first_block(&file.ir).unwrap().ops(&file.ir).collect();
    let parsed = DerivedOp::try_from_op(&file.ir, ops[2]).expect("a derived op");
    let types = |ir: &IrView, op: Op| op.results(ir).map(|v| v.ty(ir)).collect::<Vec<_>>();
    let expected = types(&file.ir, parsed.as_op());
    let (t, i) = (ops[0].result(&file.ir, 0), ops[1].result(&file.ir, 0));
    let loc = ctx.unknown_loc();
    let value = ctx.integer_attr_i64(ctx.integer_type(16), 3);
    let mut b = Builder::new(&mut file.ir, InsertPoint::After(ops[2]));
    // … and `build_inferred` the same way, without result types.
    let built = DerivedOp::build_inferred(&mut b, loc, t, value).expect("derived");
    assert_eq!(types(&b, built.as_op()), expected);
    let f32t = ctx.float_type(mlir_core::support::float::FloatKind::F32);
    assert_eq!(
        expected,
        [ctx.ranked_tensor_type(&[2], f32t), f32t, ctx.integer_type(16), ctx.integer_type(1)]
    );
    // A `via` function's source (`same`, whose type is `input`'s) is
    // checked against its constraint first, with the format's message.
    let wrong = DerivedOp::build_inferred(&mut b, loc, i, value).err().map(|d| d.message);
    assert_eq!(wrong.as_deref(), Some("'same' must be tensor of any type values, but got 'i32'"));
    // Without a format, `type_from` alone.
    let same = SameAsOp::build_inferred(&mut b, loc, i).expect("derived");
    assert_eq!(same.output(&b).ty(&b), ctx.integer_type(32));
    assert_eq!(verify::verify(&file.ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));
}
