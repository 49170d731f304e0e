//! Snapshot tests of `#[op]` expansions, formatted with prettyplease: a
//! change to generated code shows up as a reviewable diff of
//! `tests/snapshots/*.rs`. `MLIR_RS_BLESS=1` rewrites the snapshots (review
//! the diff before committing). They pin what we generate, not upstream
//! behaviour; the behaviour tests in `mlir-derive/tests/` check that.

use std::path::Path;

use quote::quote;

fn check_snapshot(name: &str, args: proc_macro2::TokenStream, item: proc_macro2::TokenStream) {
    let expanded = mlir_derive_impl::op::expand(args, item);
    let file: syn::File = syn::parse2(expanded).expect("the expansion parses as a file");
    let pretty = format!(
        "//! Expansion snapshot `{name}` (see tests/expand.rs).\n{}",
        prettyplease::unparse(&file)
    );
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots").join(format!("{name}.rs"));
    if std::env::var_os("MLIR_RS_BLESS").is_some() {
        std::fs::write(&path, &pretty).expect("writes the snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    if expected != pretty {
        let diff = similar_lines(&expected, &pretty);
        panic!("expansion of {name} changed (MLIR_RS_BLESS=1 to accept):\n{diff}");
    }
}

/// A minimal line diff: the first differing line and its neighbourhood.
fn similar_lines(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let first = e.iter().zip(&a).position(|(x, y)| x != y).unwrap_or(e.len().min(a.len()));
    let from = first.saturating_sub(3);
    let show = |lines: &[&str]| {
        lines.iter().skip(from).take(8).map(|l| format!("  {l}\n")).collect::<String>()
    };
    format!("at line {}:\n--- expected\n{}+++ actual\n{}", first + 1, show(&e), show(&a))
}

#[test]
fn addi_expansion() {
    check_snapshot(
        "addi",
        quote!(dialect = Arith, name = "addi", traits = [Pure, Commutative]),
        quote! {
            /// Integer addition.
            pub struct AddIOp {
                #[operand] lhs: SignlessIntegerLike,
                #[operand] rhs: SignlessIntegerLike,
                #[result] result: SignlessIntegerLike,
            }
        },
    );
}

#[test]
fn variadic_attrs_regions_successors_expansion() {
    check_snapshot(
        "mixed",
        quote!(dialect = Test, name = "mixed", crate = ::mlir_rs::core),
        quote! {
            pub struct MixedOp {
                #[operand] first: I1,
                #[operand] rest: Variadic<AnyType>,
                #[attr] count: I64Attr,
                #[attr(rename = "symName")] name: Option<StrAttr>,
                #[result] out: Option<AnyType>,
                #[region] body: AnyRegion,
                #[successor] dest: AnySuccessor,
            }
        },
    );
}

#[test]
fn errors_come_with_a_stub() {
    let expanded = mlir_derive_impl::op::expand(
        quote!(name = "x", bogus = 1),
        quote!(
            pub struct XOp {
                #[operand]
                a: AnyType,
                b: AnyType,
            }
        ),
    )
    .to_string();
    assert!(expanded.contains("pub struct XOp"), "{expanded}");
    assert!(expanded.contains("unknown `#[op]` argument `bogus`"), "{expanded}");
    assert!(expanded.contains("needs `dialect = DialectType`"), "{expanded}");
}
