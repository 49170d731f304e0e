//! A dialect defined as a user would, through the facade alone: an op with
//! a region in custom form and no default dialect, run through an opt tool
//! made for it. mlir-opt 22 has the same situation with
//! `scf.execute_region` (a custom-form op with a region whose ops must be
//! spelled with their dialect): its messages are the expected texts.

use mlir_rs::prelude::*;

/// Ops with regions.
#[dialect(name = "nest", ops = [WrapOp, EndOp, TokenOp, JoinOp], types = [TokenType])]
pub struct Nest;

/// `!nest.token`: a type without parameters, the only one of its kind.
#[type_def(dialect = Nest, mnemonic = "token")]
pub struct TokenType {}

/// Makes a token: `%t = nest.token` (the result's type goes unwritten).
#[op(dialect = Nest, name = "token", format = "attr-dict")]
pub struct TokenOp {
    #[result]
    token: TokenType,
}

/// Joins two tokens: `%t = nest.join %a, %b` (no type written at all).
#[op(dialect = Nest, name = "join", format = "$lhs `,` $rhs attr-dict")]
pub struct JoinOp {
    #[operand]
    lhs: TokenType,
    #[operand]
    rhs: TokenType,
    #[result]
    joined: TokenType,
}

/// Wraps a region; declares no default dialect for it.
#[op(dialect = Nest, name = "wrap", format = "$body attr-dict")]
pub struct WrapOp {
    #[region]
    body: AnyRegion,
}

/// Ends a region.
#[op(dialect = Nest, name = "end", traits = [IsTerminator], format = "attr-dict")]
pub struct EndOp {}

fn tool() -> OptTool {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<Nest>();
    OptTool::new("nest-opt", &registry)
}

#[test]
fn ops_inside_are_spelled_in_full() {
    let input = "nest.wrap {\n  nest.end\n}\n";
    let out = tool().run_in_memory(&[], "in.mlir", input);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    assert_eq!(out.stdout_lossy(), "module {\n  nest.wrap {\n    nest.end\n  }\n}\n\n");
}

#[test]
fn a_bare_name_inside_finds_no_default_dialect() {
    let input = "nest.wrap {\n  end\n}\n";
    let out = tool().run_in_memory(&[], "in.mlir", input);
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr_lossy(),
        "in.mlir:2:3: error: Dialect `' not found for custom op 'end'  (tried '.end' as well)\n  \
         end\n  ^\nin.mlir:2:3: note: Available dialects: affine, arith, builtin, cf, dlti, func, index, llvm, math, memref, nest, scf, ub ; \
         for more info on dialect registration see \
         https://mlir.llvm.org/getting_started/Faq/\
         #registered-loaded-dependent-whats-up-with-dialects-management\n"
    );
}

#[test]
fn an_unknown_op_of_the_dialect_is_unknown() {
    let input = "nest.wrap {\n  nest.bogus\n}\n";
    let out = tool().run_in_memory(&[], "in.mlir", input);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr_lossy().starts_with("in.mlir:2:3: error: custom op 'nest.bogus' is unknown\n"),
        "{}",
        out.stderr_lossy()
    );
}

/// A type without parameters is buildable, as in ODS: a format may leave
/// it out, the parser supplies it, and `build_inferred` needs no type.
#[test]
fn a_type_without_parameters_goes_unwritten_in_formats() {
    let input = "%a = nest.token\n%b = nest.join %a, %a\n";
    let out = tool().run_in_memory(&[], "in.mlir", input);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    assert_eq!(out.stdout_lossy(), "module {\n  %0 = nest.token\n  %1 = nest.join %0, %0\n}\n\n");
    let generic = tool().run_in_memory(&["--mlir-print-op-generic"], "in.mlir", input);
    assert!(
        generic
            .stdout_lossy()
            .contains(r#"%1 = "nest.join"(%0, %0) : (!nest.token, !nest.token) -> !nest.token"#),
        "{}",
        generic.stdout_lossy()
    );
    let ctx = std::sync::Arc::new(Context::with_dialects(&{
        let mut registry = DialectRegistry::new();
        registry.insert::<Nest>();
        registry
    }));
    let mut module = Module::parse(&ctx, "in.mlir", "").unwrap();
    let mut b = module.builder();
    let loc = ctx.unknown_loc();
    let token = TokenOp::build_inferred(&mut b, loc).unwrap().token(&b);
    let joined = JoinOp::build_inferred(&mut b, loc, token, token).unwrap();
    assert_eq!(joined.joined(&b).ty(&b), TokenType::get(&ctx).into());
}
