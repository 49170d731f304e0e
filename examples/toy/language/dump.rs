//! The AST dump of the tutorial's `toyc -emit=ast`: the syntax tree as
//! indented text, one node a line with its location.
//!
//! The text is that of the upstream tests `mlir/test/Examples/Toy/Ch1/ast.toy`
//! and `Ch7/struct-ast.toy` (their CHECK lines), with the whitespace their
//! `toyc` prints: two spaces a level, `Module:` already one level in, a
//! space after `Function`, `[ ` opening a literal's elements and `]`
//! closing them without one (the tutorial's Ch-1.md shows an older ` ]`),
//! and a struct literal's first element on the line of `Struct Literal:`.

use std::fmt::Write;

use super::ast::{Declaration, Expr, ExprKind, Function, Module, Record, StructDef, VarType};

/// The dump of `module`, every line ending in a newline.
///
/// It recurses over expressions: the parser bounds their depth, a tree
/// built by hand should be no deeper.
pub fn dump(module: &Module) -> String {
    let mut out = String::new();
    line(&mut out, 1, "Module:");
    for record in &module.records {
        match record {
            Record::Function(function) => dump_function(&mut out, 2, function),
            Record::Struct(def) => dump_struct(&mut out, 2, def),
        }
    }
    out
}

/// A number as C's `%e` writes it (LLVM's `raw_ostream` prints a `double`
/// so): six decimals, an exponent with a sign and at least two digits;
/// `nan`, `INF` and `-INF` as LLVM's `write_double` spells them.
pub fn format_number(value: f64) -> String {
    if value.is_nan() {
        return "nan".to_string();
    }
    if value.is_infinite() {
        return if value < 0.0 { "-INF" } else { "INF" }.to_string();
    }
    // Rust writes `1.000000e0` and `1.000000e-7`, rounding to nearest, ties
    // to even, like glibc's printf.
    let rust = format!("{value:.6e}");
    let (mantissa, exponent) = rust.split_once('e').unwrap_or((&rust, "0"));
    let (sign, digits) = match exponent.strip_prefix('-') {
        Some(digits) => ('-', digits),
        None => ('+', exponent),
    };
    format!("{mantissa}e{sign}{digits:0>2}")
}

/// Writes `text` on a line of its own at indentation `level`.
fn line(out: &mut String, level: usize, text: &str) {
    indent(out, level);
    out.push_str(text);
    out.push('\n');
}

/// Writes the indentation of `level`: two spaces each.
fn indent(out: &mut String, level: usize) {
    out.extend(std::iter::repeat_n("  ", level));
}

/// `Function`, its prototype and its body.
fn dump_function(out: &mut String, level: usize, function: &Function) {
    line(out, level, "Function ");
    let proto = &function.proto;
    line(out, level + 1, &format!("Proto '{}' @{}", proto.name, proto.loc));
    let params: Vec<&str> = proto.params.iter().map(|p| p.name.as_str()).collect();
    line(out, level + 1, &format!("Params: [{}]", params.join(", ")));
    line(out, level + 1, "Block {");
    for statement in &function.body {
        dump_expr(out, level + 2, statement);
    }
    line(out, level + 1, "} // Block");
}

/// `Struct:` and its fields.
fn dump_struct(out: &mut String, level: usize, def: &StructDef) {
    line(out, level, &format!("Struct: {} @{}", def.name, def.loc));
    line(out, level + 1, "Variables: [");
    for field in &def.fields {
        dump_declaration(out, level + 2, field);
    }
    line(out, level + 1, "]");
}

/// A struct's field, as a declaration without initializer.
fn dump_declaration(out: &mut String, level: usize, decl: &Declaration) {
    line(out, level, &format!("VarDecl {}{} @{}", decl.name, type_text(&decl.ty), decl.loc));
}

/// `<2, 3>`, `<>` or `<Struct>`.
fn type_text(ty: &VarType) -> String {
    if !ty.name.is_empty() {
        return format!("<{}>", ty.name);
    }
    let dims: Vec<String> = ty.shape.iter().map(i64::to_string).collect();
    format!("<{}>", dims.join(", "))
}

/// An expression (or statement) and its operands, one level further in.
/// It writes straight into `out`: this recursion is as deep as the tree,
/// so it keeps no strings of its own on the stack.
fn dump_expr(out: &mut String, level: usize, expr: &Expr) {
    let loc = &expr.loc;
    indent(out, level);
    // `fmt::Write` for `String` never fails.
    let _ = match &expr.kind {
        ExprKind::Number(value) => writeln!(out, "{} @{loc}", Number(*value)),
        ExprKind::Literal { .. } => {
            out.push_str("Literal: ");
            literal_text(out, expr);
            writeln!(out, " @{loc}")
        }
        ExprKind::StructLiteral(values) => {
            // The elements follow the header without a line break, and the
            // location comes last on a line of its own, as upstream.
            out.push_str("Struct Literal: ");
            for value in values {
                dump_expr(out, level + 1, value);
            }
            indent(out, level);
            writeln!(out, " @{loc}")
        }
        ExprKind::Variable(name) => writeln!(out, "var: {name} @{loc}"),
        ExprKind::VarDecl { name, ty, init } => {
            let _ = writeln!(out, "VarDecl {name}{} @{loc}", type_text(ty));
            dump_expr(out, level + 1, init);
            Ok(())
        }
        ExprKind::Return(value) => {
            out.push_str("Return\n");
            match value {
                Some(value) => dump_expr(out, level + 1, value),
                None => line(out, level + 1, "(void)"),
            }
            Ok(())
        }
        ExprKind::Binary { op, lhs, rhs } => {
            let _ = writeln!(out, "BinOp: {op} @{loc}");
            dump_expr(out, level + 1, lhs);
            dump_expr(out, level + 1, rhs);
            Ok(())
        }
        ExprKind::Call { callee, args } => {
            let _ = writeln!(out, "Call '{callee}' [ @{loc}");
            for arg in args {
                dump_expr(out, level + 1, arg);
            }
            line(out, level, "]");
            Ok(())
        }
        ExprKind::Print(arg) => {
            let _ = writeln!(out, "Print [ @{loc}");
            dump_expr(out, level + 1, arg);
            line(out, level, "]");
            Ok(())
        }
    };
}

/// A number displayed as [`format_number`] writes it.
struct Number(f64);

impl std::fmt::Display for Number {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&format_number(self.0))
    }
}

/// A tensor literal's elements with the shape at every level:
/// `<2, 2>[ <2>[ 1.000000e+00, 2.000000e+00], <2>[ …]]`. The parser puts
/// only numbers and literals in a literal; anything else prints as `?`.
fn literal_text(out: &mut String, expr: &Expr) {
    match &expr.kind {
        ExprKind::Number(value) => {
            let _ = write!(out, "{}", Number(*value));
        }
        ExprKind::Literal { dims, values } => {
            let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
            let _ = write!(out, "<{}>[ ", dims.join(", "));
            for (i, value) in values.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                literal_text(out, value);
            }
            out.push(']');
        }
        _ => out.push('?'),
    }
}
