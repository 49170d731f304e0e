//! Compile-fail tests of the macros: one mistake per file under `ui/`,
//! grouped by macro, each with the compiler output it must produce
//! (`TRYBUILD=overwrite cargo test -p mlir-derive --test ui` rewrites the
//! `.stderr` files; review every change).

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/op/*.rs");
    cases.compile_fail("tests/ui/op_fields/*.rs");
    cases.compile_fail("tests/ui/dialect/*.rs");
    cases.compile_fail("tests/ui/enum_attr/*.rs");
    cases.compile_fail("tests/ui/format/*.rs");
    cases.compile_fail("tests/ui/kind/*.rs");
    cases.compile_fail("tests/ui/interface/*.rs");
    cases.compile_fail("tests/ui/pattern/*.rs");
    cases.compile_fail("tests/ui/pass/*.rs");
}
