//! Result and block argument names through `OpAsmOpInterface` in the
//! printer, with `coretest.named` (which asks for the names its properties
//! list). mlir-opt 22 has no such op, so each expectation comes from an
//! mlir-opt run on an equivalent input, named in the test: upstream ops
//! that name their results the same way (`memref.extract_strided_metadata`)
//! or `--mlir-use-nameloc-as-prefix`, which requests a result's name from
//! its location and goes through the same sanitizing and uniquing.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_dialects::{arith, coretest};

fn parse(src: &str) -> ParsedFile {
    let ctx = Arc::new(Context::new());
    coretest::register(&ctx);
    arith::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    parse_source(ctx, src, &ParseConfig::new("t.mlir"))
        .unwrap_or_else(|d| panic!("{}", d[0].message))
}

fn custom(src: &str) -> String {
    print_ir(&parse(src).ir, &PrintOptions::new())
}

/// The `%` names of a printed IR, in order, with a group's size or a
/// result number (`%sizes:2`, `%sizes#1`); string literals are skipped.
fn names(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let is_name = |b: u8| b.is_ascii_alphanumeric() || b"$._-".contains(&b);
    let mut out = Vec::new();
    let (mut i, mut in_string) = (0, false);
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if in_string => i += 1,
            b'"' => in_string = !in_string,
            b'%' if !in_string => {
                let start = i;
                i += 1;
                while i < bytes.len() && is_name(bytes[i]) {
                    i += 1;
                }
                if matches!(bytes.get(i), Some(b':' | b'#'))
                    && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)
                {
                    i += 1;
                    while i < bytes.len() && bytes[i].is_ascii_digit() {
                        i += 1;
                    }
                }
                out.push(&text[start..i]);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// `memref.extract_strided_metadata` on `memref<4x?xf32>` and `memref<8xf32>`
/// names results 0, 1, 2 and 4 (resp. 0 to 3); mlir-opt prints
/// `%base_buffer, %offset, %sizes:2, %strides:2 = …` used as `%sizes#1`,
/// then `%base_buffer_0, %offset_1, %sizes_2, %strides_3`, and numbers a
/// multi-result op beside them as `%0:3`.
#[test]
fn named_results_start_groups() {
    let out = custom(
        r#"
%b:6 = "coretest.named"() <{names = ["base_buffer", "offset", "sizes", unit, "strides", unit]}> : () -> (i32, index, index, index, index, index)
"t.use"(%b#0, %b#1, %b#2, %b#3, %b#4, %b#5) : (i32, index, index, index, index, index) -> ()
%c:4 = "coretest.named"() <{names = ["base_buffer", "offset", "sizes", "strides"]}> : () -> (i32, index, index, index)
"t.use"(%c#0, %c#1, %c#2, %c#3) : (i32, index, index, index) -> ()
%x:3 = "t.multi"() : () -> (i32, i32, i32)
"t.use"(%x#2) : (i32) -> ()
"#,
    );
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[1].starts_with("  %base_buffer, %offset, %sizes:2, %strides:2 = \"coretest.named\"")
    );
    assert!(lines[2].starts_with(
        "  \"t.use\"(%base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1)"
    ));
    assert!(lines[3].starts_with("  %base_buffer_0, %offset_1, %sizes_2, %strides_3 = "));
    assert!(lines[4].starts_with("  \"t.use\"(%base_buffer_0, %offset_1, %sizes_2, %strides_3)"));
    assert!(lines[5].starts_with("  %0:3 = \"t.multi\"()"));
    assert!(lines[6].starts_with("  \"t.use\"(%0#2)"));
}

/// Groups whose head is not named, from upstream's rules (no mlir-opt 22 op
/// does this): an unnamed result 0 takes a number after the names were
/// asked for, an empty name takes a number when asked, a group of one
/// prints no `#`.
#[test]
fn unnamed_heads_and_empty_names_are_numbered() {
    let out = custom(
        r#"
%d:3 = "coretest.named"() <{names = [unit, "x"]}> : () -> (i32, i32, i32)
"t.use"(%d#0, %d#1, %d#2) : (i32, i32, i32) -> ()
%e:3 = "coretest.named"() <{names = ["y"]}> : () -> (i32, i32, i32)
"t.use"(%e#0, %e#1, %e#2) : (i32, i32, i32) -> ()
%f:3 = "coretest.named"() <{names = [unit, "", "z y"]}> : () -> (i32, i32, i32)
"t.use"(%f#0, %f#1, %f#2) : (i32, i32, i32) -> ()
"#,
    );
    let expected = [
        "%0", "%x:2", "%0", "%x#0", "%x#1", "%y:3", "%y#0", "%y#1", "%y#2", "%2", "%1", "%z_y",
        "%2", "%1", "%z_y",
    ];
    assert_eq!(names(&out), expected);
}

/// `mlir-opt-22 --allow-unregistered-dialect --mlir-use-nameloc-as-prefix`
/// on one result per name, `loc("x y")` and so on, printed these names.
#[test]
fn names_are_sanitized_and_uniqued_as_mlir_opt_does() {
    let requested = [
        "x y", "1abc", "a#b", "a\\0Ab", "\u{e9}", "0", "x y", "x_y_0", "x_y", "arg0", "$a", "-a",
        ".a", "_0", "a\\7Fb", "\\01", "#a", "\\09x", "a b c", "  ", "a:b", "%a", " 1", "cst",
        "cst", "c_4", "c", "c",
    ];
    let mut src = String::new();
    for r in requested {
        src += &format!("\"coretest.named\"() <{{names = [\"{r}\"]}}> : () -> i32\n");
    }
    let expected = [
        "%x_y", "%_1abc", "%a23b", "%aAb", "%_C3A9", "%_0", "%x_y_0", "%x_y_0_1", "%x_y_2",
        "%arg0", "%$a", "%-a", "%.a", "%_0_3", "%a7Fb", "%_1", "%_23a", "%_9x", "%a_b_c", "%__",
        "%a3Ab", "%_25a", "%_1_4", "%cst", "%cst_5", "%c_4", "%c", "%c_6",
    ];
    assert_eq!(names(&custom(&src)), expected);
}

/// Entry-block arguments are names too (mlir-opt, names from locations):
/// a result named `arg1` makes a nested region's second argument
/// `%arg1_1`, and a result asking for `arg0` where `%arg0` is visible gets
/// `%arg0_0`.
#[test]
fn argument_names_take_part_in_uniquing() {
    let out = custom(
        r#"
"t.r"() ({
^bb0(%a: i32):
  %0 = "coretest.named"() <{names = ["arg1"]}> : () -> i32
  "t.s"() ({
  ^bb0(%b: i32, %c: i32):
    "t.u"(%b, %c) : (i32, i32) -> ()
  }) : () -> ()
  %1 = "coretest.named"() <{names = ["arg0"]}> : () -> i32
}) : () -> ()
"#,
    );
    // The region is named before the nested one: `arg0` takes conflict 0.
    let expected = ["%arg0", "%arg1", "%arg1_1", "%arg2", "%arg1_1", "%arg2", "%arg0_0"];
    assert_eq!(names(&out), expected);
}

/// Names of block arguments asked for by the region's owner, from
/// upstream's rules: a named entry argument takes no `%argN` number, an
/// empty name takes a value number at once, names of other blocks'
/// arguments are uniqued like any other.
#[test]
fn block_argument_names_come_from_the_owner() {
    let out = custom(
        r#"
"coretest.named"() <{arg_names = ["p", "", "arg3", "p"]}> ({
^bb0(%p: i32, %q: i32):
  "t.use"(%p, %q) : (i32, i32) -> ()
^bb1(%r: i32, %s: i32, %t: i32):
  %0 = "t.n"() : () -> i32
  "t.use"(%r, %s, %t) : (i32, i32, i32) -> ()
}, {
^bb0(%u: i32, %v: i32):
  "t.use"(%u, %v) : (i32, i32) -> ()
}) : () -> ()
"#,
    );
    let expected = [
        "%p", "%0", "%p", "%0", "%arg3", "%p_0", "%1", "%2", "%arg3", "%p_0", "%1", "%p", "%0",
        "%p", "%0",
    ];
    assert_eq!(names(&out), expected);
}

/// The generic form asks for no names.
#[test]
fn the_generic_form_has_numbers_only() {
    let file = parse(
        r#"
%b:2 = "coretest.named"() <{names = ["lo", "hi"]}> : () -> (i32, i32)
%c = "arith.constant"() <{value = 0 : index}> : () -> index
"t.use"(%b#1, %c) : (i32, index) -> ()
"#,
    );
    let out = print_ir(&file.ir, &PrintOptions { generic: true, ..PrintOptions::new() });
    assert_eq!(names(&out), ["%0:2", "%1", "%0#1", "%1"]);
    assert_eq!(
        names(&print_ir(&file.ir, &PrintOptions::new())),
        ["%lo", "%hi", "%c0", "%hi", "%c0"]
    );
}
