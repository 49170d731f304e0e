//! A dialect's alias names (its `OpAsmDialectInterface`, listed in
//! `#[dialect(interfaces = […])]`) against mlir-opt 22, whose registered
//! `test` dialect names aliases through its `OpAsmDialectInterface`: the
//! dialect `test` below mirrors those names (and the one attribute whose alias embeds a string), and
//! every `tests/dialect_aliases/<name>.mlir` is printed with the flags of
//! each of its `// RUN:` lines and compared byte for byte with mlir-opt's
//! output for the same run (`<name>.mlir.<i>.out`, written by the
//! directory's `regen.sh`, never by our tool). Re-reading our output must
//! print it again unchanged.

use std::borrow::Cow;
use std::path::Path;

use mlir_rs::prelude::*;

/// The part of mlir-opt's `test` dialect that names aliases.
#[dialect(name = "test", types = [SimpleAType], attrs = [OpAsmAttrInterfaceAttr],
          interfaces = [OpAsmDialectInterface])]
pub struct TestDialect;

impl OpAsmDialectInterface for TestDialect {
    fn type_alias(&self, ctx: &Context, ty: Type) -> AliasResult {
        type_alias(ctx, ty)
    }

    fn attr_alias(&self, ctx: &Context, attr: Attribute) -> AliasResult {
        attr_alias(ctx, attr)
    }
}

/// A type without parameters: `!test.smpla`.
#[type_def(dialect = TestDialect, mnemonic = "smpla")]
pub struct SimpleAType;

/// An attribute whose alias embeds its string:
/// `#test.op_asm_attr_interface<value = "…">`.
#[attr_def(dialect = TestDialect, mnemonic = "op_asm_attr_interface",
           format = "`<` struct(params) `>`")]
pub struct OpAsmAttrInterfaceAttr {
    value: String,
}

/// Tuples of `!test.smpla` only are `!test_tuple`.
fn type_alias(ctx: &Context, ty: Type) -> AliasResult {
    match ty.data(ctx) {
        TypeData::Tuple(elements)
            if !elements.is_empty() && elements.iter().all(|&e| SimpleAType::isa(ctx, e)) =>
        {
            AliasResult::Final(Cow::Borrowed("test_tuple"))
        }
        _ => AliasResult::NoAlias,
    }
}

/// Three strings, named to exercise sanitizing, and the attribute above
/// (an attribute interface in mlir-opt, asked before the dialects: the
/// same as a final alias here, no other dialect naming it).
fn attr_alias(ctx: &Context, attr: Attribute) -> AliasResult {
    if let Some(a) = OpAsmAttrInterfaceAttr::try_from(ctx, attr) {
        return AliasResult::Final(format!("op_asm_attr_interface_{}", a.value(ctx)).into());
    }
    let name = match attr.as_string(ctx) {
        Some(b"alias_test:dot_in_name") => "test.alias",
        Some(b"alias_test:trailing_digit") => "test_alias0",
        Some(b"alias_test:prefixed_digit") => "0_test_alias",
        _ => return AliasResult::NoAlias,
    };
    AliasResult::Final(Cow::Borrowed(name))
}

fn tool() -> OptTool {
    let mut registry = DialectRegistry::new();
    registry.insert::<TestDialect>();
    OptTool::new("test-opt", &registry)
}

#[test]
fn aliases_print_as_mlir_opt_prints_them() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dialect_aliases");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .expect("the inputs' directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 5, "inputs missing in {}", dir.display());
    let tool = tool();
    let mut runs = 0;
    for input in &inputs {
        let name = input.file_name().and_then(|n| n.to_str()).expect("a UTF-8 name");
        let text = std::fs::read_to_string(input).expect("readable input");
        let flag_lines = text.lines().map_while(|l| l.strip_prefix("// RUN:"));
        for (i, flags) in flag_lines.enumerate() {
            let flags: Vec<&str> = flags.split_whitespace().collect();
            let expected = std::fs::read(dir.join(format!("{name}.{i}.out")))
                .unwrap_or_else(|e| panic!("{name}.{i}.out: {e} (run regen.sh)"));
            let out = tool.run_in_memory(&flags, name, &text);
            assert_eq!(out.code, 0, "{name} {flags:?}: {}", out.stderr_lossy());
            assert_eq!(
                out.stdout_lossy(),
                String::from_utf8_lossy(&expected),
                "{name} with {flags:?}"
            );
            assert_eq!(out.stdout, expected, "{name} with {flags:?}: bytes differ");
            let again = tool.run_in_memory(&flags, name, &out.stdout);
            assert_eq!(again.stdout_lossy(), out.stdout_lossy(), "{name} {flags:?}: re-read");
            runs += 1;
        }
    }
    assert!(runs >= 10, "only {runs} runs");
}

#[test]
fn without_hooks_the_strings_print_inline() {
    let registry = DialectRegistry::new();
    let out = OptTool::new("plain-opt", &registry).run_in_memory(
        &["--allow-unregistered-dialect"],
        "in.mlir",
        "\"u.op\"() {d = \"alias_test:dot_in_name\"} : () -> ()",
    );
    assert_eq!(
        out.stdout_lossy(),
        "module {\n  \"u.op\"() {d = \"alias_test:dot_in_name\"} : () -> ()\n}\n\n"
    );
}
