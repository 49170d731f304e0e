//! Tests of the Toy front end: the AST dumps of the tutorial's programs,
//! the errors of malformed ones, and inputs nested deep enough to overflow
//! a recursive parser.

use std::path::Path;

use super::ast::{Expr, ExprKind, Module, Record};
use super::dump::{dump, format_number};
use super::lexer::{TokenKind, tokenize};
use super::parser::{MAX_NESTING, SyntaxError, parse_module};

/// The tutorial's programs, one per chapter that has one (by name in
/// `programs/`).
const PROGRAMS: &[(&str, &str)] = &[
    ("ch1_ast.toy", include_str!("../programs/ch1_ast.toy")),
    ("ch2_codegen.toy", include_str!("../programs/ch2_codegen.toy")),
    ("ch3_transpose_transpose.toy", include_str!("../programs/ch3_transpose_transpose.toy")),
    ("ch3_trivial_reshape.toy", include_str!("../programs/ch3_trivial_reshape.toy")),
    ("ch4_shape_inference.toy", include_str!("../programs/ch4_shape_inference.toy")),
    ("ch5_affine.toy", include_str!("../programs/ch5_affine.toy")),
    ("ch6_jit.toy", include_str!("../programs/ch6_jit.toy")),
    ("ch7_struct.toy", include_str!("../programs/ch7_struct.toy")),
];

/// The malformed programs of `programs/bad/` and the error each reports.
const BAD: &[(&str, &str, &str)] = &[
    (
        "irregular_literal.toy",
        include_str!("../programs/bad/irregular_literal.toy"),
        "irregular_literal.toy:3:23: error: irregular tensor literal: this element is a \
         tensor <2>, the first is a tensor <3>",
    ),
    (
        "missing_semicolon.toy",
        include_str!("../programs/bad/missing_semicolon.toy"),
        "missing_semicolon.toy:3:3: error: expected ';' after variable declaration",
    ),
    (
        "print_arguments.toy",
        include_str!("../programs/bad/print_arguments.toy"),
        "print_arguments.toy:3:3: error: 'print' takes exactly one argument",
    ),
    (
        "statement_at_top_level.toy",
        include_str!("../programs/bad/statement_at_top_level.toy"),
        "statement_at_top_level.toy:1:1: error: expected 'def' or 'struct' at top level",
    ),
    (
        "struct_without_fields.toy",
        include_str!("../programs/bad/struct_without_fields.toy"),
        "struct_without_fields.toy:2:1: error: struct 'Empty' has no fields",
    ),
    (
        "unclosed_body.toy",
        include_str!("../programs/bad/unclosed_body.toy"),
        "unclosed_body.toy:3:1: error: expected '}' to close the body of 'main'",
    ),
    (
        "unexpected_character.toy",
        include_str!("../programs/bad/unexpected_character.toy"),
        "unexpected_character.toy:2:18: error: unexpected character '/'",
    ),
    (
        "var_without_name.toy",
        include_str!("../programs/bad/var_without_name.toy"),
        "var_without_name.toy:2:7: error: expected identifier after 'var'",
    ),
];

/// Joins the lines of an expected dump, each ending in a newline; a list
/// of lines keeps the trailing space of `Function ` visible.
fn lines(lines: &[&str]) -> String {
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// Parses `source` as the file `file`, which must be well formed.
fn parse_ok(file: &str, source: &str) -> Module {
    parse_module(file, source).unwrap_or_else(|e| panic!("{e}"))
}

/// The error text of parsing `source` as `t.toy`, which must fail.
fn parse_err(source: &str) -> String {
    match parse_module("t.toy", source) {
        Ok(module) => panic!("parsed: {module:?}"),
        Err(e) => e.to_string(),
    }
}

/// The statements of the only function of `source`.
fn body(source: &str) -> Vec<Expr> {
    let module = parse_ok("t.toy", source);
    match module.records.into_iter().next() {
        Some(Record::Function(function)) => function.body,
        other => panic!("not a function: {other:?}"),
    }
}

/// The dump of one expression, the initializer of `var x = …;` in `main`.
fn dump_expression(expression: &str) -> String {
    let text = dump(&parse_ok("t.toy", &format!("def main() {{ var x = {expression}; }}")));
    let start = text.find("VarDecl x<> @t.toy:1:14\n").map(|i| i + 24).unwrap();
    let end = text.rfind("      } // Block").unwrap();
    text[start..end].to_string()
}

/// The directory of the programs, found from this file's path (relative to
/// the package, as `cargo test` runs, or absolute).
fn programs_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("programs")
}

// ---- The AST dumps ----

/// `toyc-ch1 -emit=ast` on the tutorial's chapter 1 program. The text is
/// that of the CHECK lines of upstream `mlir/test/Examples/Toy/Ch1/ast.toy`
/// (with the whitespace its `toyc` prints: `dump.rs` says which), for our
/// file: its lines are where the upstream test has them.
#[test]
fn dump_of_chapter_1() {
    let module = parse_ok("ch1_ast.toy", PROGRAMS[0].1);
    let literal_a = "Literal: <2, 3>[ <3>[ 1.000000e+00, 2.000000e+00, 3.000000e+00], \
                     <3>[ 4.000000e+00, 5.000000e+00, 6.000000e+00]] @ch1_ast.toy:11:11";
    let literal_b = "Literal: <6>[ 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, \
                     5.000000e+00, 6.000000e+00] @ch1_ast.toy:15:17";
    let expected = lines(&[
        "  Module:",
        "    Function ",
        "      Proto 'multiply_transpose' @ch1_ast.toy:4:1",
        "      Params: [a, b]",
        "      Block {",
        "        Return",
        "          BinOp: * @ch1_ast.toy:5:25",
        "            Call 'transpose' [ @ch1_ast.toy:5:10",
        "              var: a @ch1_ast.toy:5:20",
        "            ]",
        "            Call 'transpose' [ @ch1_ast.toy:5:25",
        "              var: b @ch1_ast.toy:5:35",
        "            ]",
        "      } // Block",
        "    Function ",
        "      Proto 'main' @ch1_ast.toy:8:1",
        "      Params: []",
        "      Block {",
        "        VarDecl a<> @ch1_ast.toy:11:3",
        &format!("          {literal_a}"),
        "        VarDecl b<2, 3> @ch1_ast.toy:15:3",
        &format!("          {literal_b}"),
        "        VarDecl c<> @ch1_ast.toy:19:3",
        "          Call 'multiply_transpose' [ @ch1_ast.toy:19:11",
        "            var: a @ch1_ast.toy:19:30",
        "            var: b @ch1_ast.toy:19:33",
        "          ]",
        "        VarDecl d<> @ch1_ast.toy:22:3",
        "          Call 'multiply_transpose' [ @ch1_ast.toy:22:11",
        "            var: b @ch1_ast.toy:22:30",
        "            var: a @ch1_ast.toy:22:33",
        "          ]",
        "        VarDecl e<> @ch1_ast.toy:25:3",
        "          Call 'multiply_transpose' [ @ch1_ast.toy:25:11",
        "            var: c @ch1_ast.toy:25:30",
        "            var: d @ch1_ast.toy:25:33",
        "          ]",
        "        VarDecl f<> @ch1_ast.toy:28:3",
        "          Call 'multiply_transpose' [ @ch1_ast.toy:28:11",
        "            Call 'transpose' [ @ch1_ast.toy:28:30",
        "              var: a @ch1_ast.toy:28:40",
        "            ]",
        "            var: c @ch1_ast.toy:28:44",
        "          ]",
        "      } // Block",
    ]);
    assert_eq!(dump(&module), expected);
}

/// `toyc-ch7 -emit=ast` on the tutorial's struct program. The text is that
/// of the CHECK lines of upstream `mlir/test/Examples/Toy/Ch7/struct-ast.toy`
/// (whose last line, `}`, is the start of `} // Block`), for our file: its
/// lines are where the upstream test has them. A struct literal's first
/// element follows `Struct Literal: ` on its line and its location ends it
/// on a line of its own, as upstream's dump prints them.
#[test]
fn dump_of_chapter_7_structs() {
    let module = parse_ok("ch7_struct.toy", PROGRAMS[7].1);
    let literal = "Literal: <2, 3>[ <3>[ 1.000000e+00, 2.000000e+00, 3.000000e+00], \
                   <3>[ 4.000000e+00, 5.000000e+00, 6.000000e+00]]";
    let expected = lines(&[
        "  Module:",
        "    Struct: Struct @ch7_struct.toy:3:1",
        "      Variables: [",
        "        VarDecl a<> @ch7_struct.toy:4:3",
        "        VarDecl b<> @ch7_struct.toy:5:3",
        "      ]",
        "    Function ",
        "      Proto 'multiply_transpose' @ch7_struct.toy:9:1",
        "      Params: [value]",
        "      Block {",
        "        Return",
        "          BinOp: * @ch7_struct.toy:11:31",
        "            Call 'transpose' [ @ch7_struct.toy:11:10",
        "              BinOp: . @ch7_struct.toy:11:26",
        "                var: value @ch7_struct.toy:11:20",
        "                var: a @ch7_struct.toy:11:26",
        "            ]",
        "            Call 'transpose' [ @ch7_struct.toy:11:31",
        "              BinOp: . @ch7_struct.toy:11:47",
        "                var: value @ch7_struct.toy:11:41",
        "                var: b @ch7_struct.toy:11:47",
        "            ]",
        "      } // Block",
        "    Function ",
        "      Proto 'main' @ch7_struct.toy:14:1",
        "      Params: []",
        "      Block {",
        "        VarDecl value<Struct> @ch7_struct.toy:16:3",
        &format!("          Struct Literal:             {literal} @ch7_struct.toy:16:19"),
        &format!("            {literal} @ch7_struct.toy:16:43"),
        "           @ch7_struct.toy:16:18",
        "        VarDecl c<> @ch7_struct.toy:19:3",
        "          Call 'multiply_transpose' [ @ch7_struct.toy:19:11",
        "            var: value @ch7_struct.toy:19:30",
        "          ]",
        "        Print [ @ch7_struct.toy:20:3",
        "          var: c @ch7_struct.toy:20:9",
        "        ]",
        "      } // Block",
    ]);
    assert_eq!(dump(&module), expected);
}

/// The forms the two programs above do not show: `return;`, a number, a
/// struct-typed field, operators and parentheses.
#[test]
fn dump_of_the_other_forms() {
    let source = "struct Pair { var a; var b; }\nstruct Outer { Pair p; var c; }\n\
                  def f() { return; }\ndef g(x) { return (x - 2) * 3.5 + x; }";
    let expected = lines(&[
        "  Module:",
        "    Struct: Pair @t.toy:1:1",
        "      Variables: [",
        "        VarDecl a<> @t.toy:1:15",
        "        VarDecl b<> @t.toy:1:22",
        "      ]",
        "    Struct: Outer @t.toy:2:1",
        "      Variables: [",
        "        VarDecl p<Pair> @t.toy:2:16",
        "        VarDecl c<> @t.toy:2:24",
        "      ]",
        "    Function ",
        "      Proto 'f' @t.toy:3:1",
        "      Params: []",
        "      Block {",
        "        Return",
        "          (void)",
        "      } // Block",
        "    Function ",
        "      Proto 'g' @t.toy:4:1",
        "      Params: [x]",
        "      Block {",
        "        Return",
        "          BinOp: + @t.toy:4:35",
        "            BinOp: * @t.toy:4:29",
        "              BinOp: - @t.toy:4:24",
        "                var: x @t.toy:4:20",
        "                2.000000e+00 @t.toy:4:24",
        "              3.500000e+00 @t.toy:4:29",
        "            var: x @t.toy:4:35",
        "      } // Block",
    ]);
    assert_eq!(dump(&parse_ok("t.toy", source)), expected);
}

/// `%e`: six decimals, a signed exponent of at least two digits, ties to
/// even (1234567.5 and 1234568.5 are exact in binary).
#[test]
fn numbers_print_as_printf_e() {
    assert_eq!(format_number(0.0), "0.000000e+00");
    assert_eq!(format_number(1.0), "1.000000e+00");
    assert_eq!(format_number(2.5), "2.500000e+00");
    assert_eq!(format_number(0.001), "1.000000e-03");
    assert_eq!(format_number(123456789.0), "1.234568e+08");
    assert_eq!(format_number(1e300), "1.000000e+300");
    assert_eq!(format_number(1234567.5), "1.234568e+06");
    assert_eq!(format_number(1234568.5), "1.234568e+06");
    assert_eq!(format_number(f64::INFINITY), "INF");
    assert_eq!(format_number(f64::NAN), "nan");
}

// ---- The programs ----

/// Every program of `programs/` parses, and every file there is listed
/// above (a new program is tested as soon as it is added).
#[test]
fn every_program_parses() {
    for (name, source) in PROGRAMS {
        parse_ok(name, source);
    }
    let mut listed: Vec<&str> = PROGRAMS.iter().map(|(name, _)| *name).collect();
    let mut found = toy_files(&programs_dir());
    listed.sort_unstable();
    found.sort_unstable();
    assert_eq!(listed, found);
}

/// Each malformed program reports its error, and every file of `bad/` is
/// listed above.
#[test]
fn every_bad_program_reports_its_error() {
    for (name, source, expected) in BAD {
        let error = parse_module(name, source).expect_err(name);
        assert_eq!(error.to_string(), *expected);
    }
    let listed: Vec<&str> = BAD.iter().map(|(name, ..)| *name).collect();
    let mut found = toy_files(&programs_dir().join("bad"));
    found.sort_unstable();
    assert_eq!(listed, found);
}

/// The names of the `.toy` files in `dir`.
fn toy_files(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".toy"))
        .collect()
}

// ---- The lexer ----

#[test]
fn tokens_carry_their_locations() {
    let source = "def f(a) # comment\r\n  { var x<2> = [1.5, 2.]; }";
    let tokens = tokenize("t.toy", source).unwrap();
    let seen: Vec<(String, u32, u32)> =
        tokens.iter().map(|t| (t.text(source).to_string(), t.loc.line, t.loc.col)).collect();
    let expected = [
        ("def", 1, 1),
        ("f", 1, 5),
        ("(", 1, 6),
        ("a", 1, 7),
        (")", 1, 8),
        ("{", 2, 3),
        ("var", 2, 5),
        ("x", 2, 9),
        ("<", 2, 10),
        ("2", 2, 11),
        (">", 2, 12),
        ("=", 2, 14),
        ("[", 2, 16),
        ("1.5", 2, 17),
        (",", 2, 20),
        ("2.", 2, 22),
        ("]", 2, 24),
        (";", 2, 25),
        ("}", 2, 27),
        ("", 2, 28),
    ];
    let expected: Vec<(String, u32, u32)> =
        expected.iter().map(|&(text, line, col)| (text.to_string(), line, col)).collect();
    assert_eq!(seen, expected);
    assert_eq!(tokens[0].kind, TokenKind::Def);
    assert_eq!(tokens[13].kind, TokenKind::Number(1.5));
    assert_eq!(tokens[15].kind, TokenKind::Number(2.0));
    assert_eq!(tokens.last().unwrap().kind, TokenKind::Eof);
}

#[test]
fn keywords_and_identifiers() {
    let source = "def var return struct define var_1 x2";
    let kinds: Vec<TokenKind> = tokenize("t.toy", source).unwrap().iter().map(|t| t.kind).collect();
    use TokenKind::*;
    assert_eq!(kinds, [Def, Var, Return, Struct, Identifier, Identifier, Identifier, Eof]);
}

#[test]
fn lexer_errors() {
    assert_eq!(parse_err("def main() { 1.2.3; }"), "t.toy:1:14: error: invalid number '1.2.3'");
    assert_eq!(parse_err("def main() {\n  é }"), "t.toy:2:3: error: unexpected character 'é'");
    assert_eq!(parse_err("_x"), "t.toy:1:1: error: unexpected character '_'");
    assert_eq!(parse_err("\u{7}"), "t.toy:1:1: error: unexpected character '\\u{7}'");
}

// ---- The parser ----

#[test]
fn operators_bind_by_precedence_and_to_the_left() {
    assert_eq!(
        dump_expression("a - b - c * d . e"),
        lines(&[
            "          BinOp: - @t.toy:1:30",
            "            BinOp: - @t.toy:1:26",
            "              var: a @t.toy:1:22",
            "              var: b @t.toy:1:26",
            "            BinOp: * @t.toy:1:34",
            "              var: c @t.toy:1:30",
            "              BinOp: . @t.toy:1:38",
            "                var: d @t.toy:1:34",
            "                var: e @t.toy:1:38",
        ])
    );
}

#[test]
fn statements() {
    let body = body(
        "def main() { ;; var a<2, 3> = [1, 2, 3, 4, 5, 6];; S s = {1, [2]}; \
                     f(a) + 1; print(a); return a; }",
    );
    let kinds: Vec<&ExprKind> = body.iter().map(|e| &e.kind).collect();
    assert!(
        matches!(kinds[0], ExprKind::VarDecl { name, ty, .. } if name == "a" && ty.shape == [2, 3])
    );
    assert!(
        matches!(kinds[1], ExprKind::VarDecl { name, ty, init } if name == "s" && ty.name == "S"
            && matches!(&init.kind, ExprKind::StructLiteral(values) if values.len() == 2))
    );
    assert!(matches!(kinds[2], ExprKind::Binary { op: '+', .. }));
    assert!(matches!(kinds[3], ExprKind::Print(_)));
    assert!(matches!(kinds[4], ExprKind::Return(Some(_))));
    assert_eq!(kinds.len(), 5);
}

#[test]
fn literal_shapes() {
    let body = body("def main() { var a = [[[1], [2]], [[3], [4]], [[5], [6]]]; var b = [7]; }");
    let ExprKind::VarDecl { init, .. } = &body[0].kind else { panic!() };
    assert!(matches!(&init.kind, ExprKind::Literal { dims, values } if dims == &[3, 2, 1]
        && values.len() == 3));
    let ExprKind::VarDecl { init, .. } = &body[1].kind else { panic!() };
    assert!(matches!(&init.kind, ExprKind::Literal { dims, .. } if dims == &[1]));
}

#[test]
fn struct_parameters() {
    let module = parse_ok("t.toy", "def f(S s, t, T u) { return; }");
    let Some(Record::Function(function)) = module.records.first() else { panic!() };
    let params: Vec<(&str, &str, u32)> = function
        .proto
        .params
        .iter()
        .map(|p| (p.name.as_str(), p.ty.name.as_str(), p.loc.col))
        .collect();
    assert_eq!(params, [("s", "S", 7), ("t", "", 12), ("u", "T", 15)]);
}

#[test]
fn parser_errors() {
    let cases = [
        ("def", "1:4: error: expected function name after 'def'"),
        ("def f", "1:6: error: expected '(' after function name 'f'"),
        ("def f(a b c) {}", "1:11: error: expected ',' or ')' in parameter list"),
        ("def f(a,) {}", "1:9: error: expected parameter name"),
        ("def f() return;", "1:9: error: expected '{' to begin the body of 'f'"),
        ("def f() { a }", "1:13: error: expected ';' after expression"),
        ("def f() { return a }", "1:20: error: expected ';' after return statement"),
        ("def f() { var a<2 3> = 1; }", "1:19: error: expected ',' or '>' in shape"),
        ("def f() { var a<2,> = 1; }", "1:19: error: expected a dimension in shape"),
        ("def f() { var a<2.5> = 1; }", "1:17: error: a dimension must be a non-negative integer"),
        ("def f() { var a 1; }", "1:17: error: expected '=' and an initializer for variable 'a'"),
        ("def f() { S s; }", "1:14: error: expected '=' and an initializer for variable 's'"),
        ("def f() { var a = ; }", "1:19: error: expected expression"),
        ("def f() { var a = 1 +; }", "1:22: error: expected expression"),
        ("def f() { var a = (1; }", "1:21: error: expected ')' to close parenthesized expression"),
        ("def f() { g(1 2); }", "1:15: error: expected ',' or ')' in argument list"),
        ("def f() { print(); }", "1:11: error: 'print' takes exactly one argument"),
        ("def f() { var a = []; }", "1:20: error: empty tensor literal"),
        ("def f() { var a = [1, a]; }", "1:23: error: expected a number or '[' in tensor literal"),
        ("def f() { var a = [1 2]; }", "1:22: error: expected ',' or ']' in tensor literal"),
        (
            "def f() { var a = [1, [2]]; }",
            "1:23: error: irregular tensor literal: this element is a tensor <1>, \
             the first is a number",
        ),
        ("def f() { S s = {}; }", "1:18: error: empty struct literal"),
        ("def f() { S s = {a}; }", "1:18: error: expected a number, '[' or '{' in struct literal"),
        ("def f() { S s = {1 2}; }", "1:20: error: expected ',' or '}' in struct literal"),
        ("struct", "1:7: error: expected struct name after 'struct'"),
        ("struct S var a; }", "1:10: error: expected '{' after struct name 'S'"),
        ("struct S { var a }", "1:18: error: expected ';' after field declaration"),
        ("struct S { var a<2>; }", "1:17: error: a struct field takes no shape"),
        ("struct S { var a; ", "1:19: error: expected '}' to close struct 'S'"),
        (
            "struct S { 1; }",
            "1:12: error: expected 'var' or a struct type to declare a field of struct 'S'",
        ),
        ("struct S { var; }", "1:15: error: expected field name"),
        ("def f() { return; } }", "1:21: error: expected 'def' or 'struct' at top level"),
    ];
    for (source, expected) in cases {
        assert_eq!(parse_err(source), format!("t.toy:{expected}"), "{source}");
    }
}

#[test]
fn syntax_error_display() {
    let error = SyntaxError::new(
        super::ast::Location { file: "a/b.toy".into(), line: 3, col: 14 },
        "expected ';' after expression",
    );
    assert_eq!(error.to_string(), "a/b.toy:3:14: error: expected ';' after expression");
}

// ---- Deep nesting ----

/// The error for input nested beyond the limit, at `col` of line 1.
fn too_deep_at(col: usize) -> String {
    format!("t.toy:1:{col}: error: expression nested too deeply (more than {MAX_NESTING} levels)")
}

/// `def main() { var a = <expression>; }`: the expression starts at column
/// 22.
fn in_main(expression: &str) -> String {
    format!("def main() {{ var a = {expression}; }}")
}

/// `open` `n` times, `middle`, `close` `n` times.
fn nested(open: &str, middle: &str, close: &str, n: usize) -> String {
    format!("{}{middle}{}", open.repeat(n), close.repeat(n))
}

#[test]
fn deep_parentheses_are_an_error() {
    let limit = MAX_NESTING as usize;
    parse_ok("t.toy", &in_main(&nested("(", "1", ")", limit)));
    // The parenthesis one level too deep is the error.
    assert_eq!(parse_err(&in_main(&nested("(", "1", ")", limit + 1))), too_deep_at(22 + limit));
    assert_eq!(parse_err(&in_main(&nested("(", "1", ")", 100_000))), too_deep_at(22 + limit));
    // Unclosed: the depth is the error, not the end of the file.
    assert_eq!(
        parse_err(&"(".repeat(100_000)),
        "t.toy:1:1: error: expected 'def' or 'struct' at top level"
    );
    assert_eq!(
        parse_err(&format!("def main() {{ {}", "(".repeat(100_000))),
        too_deep_at(14 + limit)
    );
}

#[test]
fn deep_literals_and_calls_are_an_error() {
    let limit = MAX_NESTING as usize;
    let deep = 100_000;
    // A literal's tree is one deeper than its brackets: the number is a
    // level of its own.
    parse_ok("t.toy", &in_main(&nested("[", "1", "]", limit - 1)));
    assert_eq!(parse_err(&in_main(&nested("[", "1", "]", deep))), too_deep_at(22 + limit));
    // Brackets within the limit, but a tree one too deep: the error is at
    // the literal that makes it so, the outermost.
    assert_eq!(parse_err(&in_main(&nested("[", "1", "]", limit))), too_deep_at(22));
    assert_eq!(parse_err(&in_main(&nested("{", "1", "}", deep))), too_deep_at(22 + limit));
    // `f(`: the error is at the parenthesis of the call one level too deep.
    parse_ok("t.toy", &in_main(&nested("f(", "1", ")", limit - 1)));
    assert_eq!(parse_err(&in_main(&nested("f(", "1", ")", deep))), too_deep_at(23 + 2 * limit));
    assert_eq!(parse_err(&in_main(&nested("print(", "1", ")", deep))), too_deep_at(27 + 6 * limit));
}

#[test]
fn long_operator_chains_are_an_error() {
    let limit = MAX_NESTING as usize;
    for op in ["+", "-", "*", "."] {
        // `n` operators build a tree `n + 1` deep.
        let chain = |n: usize| format!("x{}", format!("{op}x").repeat(n));
        parse_ok("t.toy", &in_main(&chain(limit - 1)));
        // The error is at the operation that makes the tree too deep: the
        // `limit`-th, located at its right operand.
        assert_eq!(parse_err(&in_main(&chain(limit))), too_deep_at(22 + 2 * limit), "{op}");
        assert_eq!(parse_err(&in_main(&chain(100_000))), too_deep_at(22 + 2 * limit), "{op}");
    }
    // Heights add up across constructs: a chain in a call in a call.
    let inner = format!("1{}", "+1".repeat(limit - 3));
    parse_ok("t.toy", &in_main(&format!("f((g({inner})))")));
    let inner = format!("1{}", "+1".repeat(limit - 2));
    assert_eq!(parse_err(&in_main(&format!("f((g({inner})))"))), too_deep_at(22));
}

/// The deepest trees accepted dump and drop without overflowing the stack
/// of a test thread (2 MiB).
#[test]
fn deepest_trees_dump_and_drop() {
    let limit = MAX_NESTING as usize;
    let chain = format!("1{}", "+1".repeat(limit - 1));
    let literal = nested("[", "1", "]", limit - 1);
    let calls = nested("f(", "1", ")", limit - 1);
    let source = format!(
        "def main() {{ var a = {chain}; var b = {literal}; var c = {calls}; print({}); }}",
        nested("(", "x", ")", limit - 1)
    );
    let module = parse_ok("t.toy", &source);
    let text = dump(&module);
    assert_eq!(text.matches("BinOp: +").count(), limit - 1);
    assert_eq!(text.matches("Call 'f'").count(), limit - 1);
    drop(module);
}

/// Programs cut short or with a character replaced parse or fail, never
/// panic: every prefix of every program, and edits drawn from a fixed
/// pseudo-random sequence.
#[test]
fn mutated_programs_never_panic() {
    const PIECES: &[&str] = &[
        "(", ")", "[", "]", "{", "}", "<", ">", ",", ";", "=", "+", ".", "1", "x", "var", "é", "",
    ];
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = |bound: usize| {
        state =
            state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        usize::try_from(state >> 33).unwrap() % bound
    };
    for (_, source) in PROGRAMS {
        for end in 0..=source.len() {
            let _ = parse_module("t.toy", &source[..end]);
        }
        for _ in 0..500 {
            let mut text = source.to_string();
            for _ in 0..1 + next(3) {
                // The character at a random byte, replaced.
                let target = next(text.len().max(1));
                let Some((at, c)) = text.char_indices().rfind(|&(i, _)| i <= target) else {
                    continue;
                };
                text.replace_range(at..at + c.len_utf8(), PIECES[next(PIECES.len())]);
            }
            if let Ok(module) = parse_module("t.toy", &text) {
                dump(&module);
            }
        }
    }
}
