//! Behaviour of what `#[type_def]` and `#[attr_def]` generate: uniquing,
//! accessors, parsing and printing through the parameter formats
//! (optional and default-valued parameters elided), the parameter
//! verifier's messages, sub-elements of nested types, and the kinds as op
//! field types.

use std::sync::Arc;

use mlir_core::asm::format::value_parameter::ValueParameter;
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::sub_elements::{Element, replace_sub_elements};
use mlir_core::definitions::dialect_registry::DialectRegistry;
use mlir_core::semantics::constraints::{AnyType, Variadic};
use mlir_core::verify::one_call_api::{Module, parse_attribute, parse_type};
use mlir_core::{Attribute, Context, Type, TypeData};
use mlir_derive::{attr_def, dialect, enum_attr, op, type_def};

/// A dialect of records, as Toy's chapter 7 has `!toy.struct`.
#[dialect(name = "rec", ops = [SourceOp, MakeOp, FieldOp],
          types = [StructType, PairType, PaintedType, RangeType],
          attrs = [LabelAttr, WeightAttr, MarkAttr, SpanAttr, BoundsAttr])]
pub struct Rec;

/// A struct of element types.
///
/// At least one element.
#[type_def(dialect = Rec, mnemonic = "struct", format = "`<` $elements `>`",
           verify = non_empty)]
pub struct StructType {
    /// The element types.
    elements: Vec<Type>,
}

fn non_empty(ctx: &Context, elements: &[Type]) -> Result<(), String> {
    if elements.is_empty() {
        return Err("a struct needs at least one element type".into());
    }
    match elements.iter().position(|t| matches!(t.data(ctx), TypeData::None)) {
        Some(i) => Err(format!("struct element #{i} has no values")),
        None => Ok(()),
    }
}

/// Two structs, the second written in full.
#[type_def(dialect = Rec, mnemonic = "pair", summary = "pair of structs",
           format = "`<` $first `,` qualified($second) `>`")]
pub struct PairType {
    first: StructType,
    second: StructType,
}

/// A colour.
#[enum_attr]
pub enum Color {
    /// Red.
    Red = 0,
    /// Green.
    Green = 1,
}

/// Access rights, a bit set.
#[enum_attr(bits)]
pub enum Access {
    /// Reading.
    Read = 1,
    /// Writing.
    Write = 2,
}

/// A type painted in a colour, with access rights.
#[type_def(dialect = Rec, mnemonic = "painted",
           format = "`<` $color `,` $access `,` $inner `>`")]
pub struct PaintedType {
    color: Color,
    access: Access,
    inner: Type,
}

/// A range written by hand-written functions: `!rec.range<1 to 5>`.
#[type_def(dialect = Rec, mnemonic = "range", parse = parse_range, print = print_range)]
pub struct RangeType {
    low: i64,
    high: i64,
}

fn parse_range(p: &mut Parser<'_>) -> PResult<(i64, i64)> {
    p.parse_less()?;
    let low = p.parse_integer_i64()?;
    p.parse_literal("to")?;
    let high = p.parse_integer_i64()?;
    p.parse_greater()?;
    Ok((low, high))
}

fn print_range(p: &mut AsmPrinter<'_>, range: RangeType) {
    let ctx = p.ctx();
    let text = format!("<{} to {}>", range.low(ctx), range.high(ctx));
    p.write_str(&text);
}

/// A label with an optional weight and a default rank.
#[attr_def(dialect = Rec, mnemonic = "label", format = "`<` struct(params) `>`")]
pub struct LabelAttr {
    /// The label's text.
    text: String,
    /// Its weight, if any.
    weight: Option<i32>,
    /// Its rank, 1 unless written.
    #[param(default = 1)]
    rank: u8,
}

/// Bounds whose MLIR parameter names are camel case (`lowBound`).
#[attr_def(dialect = Rec, mnemonic = "bounds", format = "`<` struct(params) `>`")]
pub struct BoundsAttr {
    /// The low bound.
    #[param(rename = "lowBound")]
    low_bound: i64,
    /// Whether the high end is open, false unless written.
    #[param(rename = "isOpen", default = false)]
    is_open: bool,
}

/// An optional weight, all of it in an optional group.
#[attr_def(dialect = Rec, mnemonic = "weight", format = "(`<` $weight^ `>`)?")]
pub struct WeightAttr {
    weight: Option<i64>,
}

/// A closed interval of a user's own Rust type: written `3 to 7`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Interval {
    low: i64,
    high: i64,
}

impl ValueParameter for Interval {
    const CPP_TYPE: &'static str = "Interval";
    fn parse(p: &mut Parser<'_>) -> PResult<Self> {
        let low = p.parse_integer_i64()?;
        p.parse_literal("to")?;
        Ok(Interval { low, high: p.parse_integer_i64()? })
    }
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write_str(&format!("{} to {}", self.low, self.high));
    }
}

/// Intervals, the second optional: `#rec.span<1 to 2, 3 to 4>`.
#[attr_def(dialect = Rec, mnemonic = "span", format = "`<` $first (`,` $second^)? `>`",
           verify = ordered)]
pub struct SpanAttr {
    first: Interval,
    second: Option<Interval>,
}

fn ordered(_: &Context, first: &Interval, _: &Option<Interval>) -> Result<(), String> {
    if first.low <= first.high { Ok(()) } else { Err("an empty interval".into()) }
}

/// A mark without parameters.
#[attr_def(dialect = Rec, mnemonic = "mark")]
pub struct MarkAttr;

/// A value of any type: `%v = rec.source : i32`.
#[op(dialect = Rec, name = "source", format = "attr-dict `:` type($result)")]
pub struct SourceOp {
    #[result]
    result: AnyType,
}

/// Builds a struct value: `%s = rec.make %a, %b : !rec.struct<…>`.
#[op(dialect = Rec, name = "make",
     format = "$inputs attr-dict `:` type($inputs) `->` qualified(type($result))")]
pub struct MakeOp {
    #[operand]
    inputs: Variadic<AnyType>,
    #[result]
    result: StructType,
}

/// Reads a field: `%f = rec.field %s [label] : <i32> -> i32`.
#[op(dialect = Rec, name = "field",
     format = "$input $label attr-dict `:` type($input) `->` type($result)")]
pub struct FieldOp {
    #[operand]
    input: StructType,
    #[attr]
    label: LabelAttr,
    #[result]
    result: AnyType,
}

fn context() -> Arc<Context> {
    let mut registry = DialectRegistry::new();
    registry.insert::<Rec>();
    Arc::new(Context::with_dialects(&registry))
}

fn type_text(ctx: &Context, ty: impl Into<Type>) -> String {
    mlir_core::asm::printer::type_to_string(ctx, ty.into())
}

fn attr_text(ctx: &Context, attr: impl Into<Attribute>) -> String {
    mlir_core::asm::printer::attr_to_string(ctx, attr.into())
}

#[test]
fn one_handle_per_distinct_value() {
    let ctx = context();
    let (i32, f64) = (ctx.integer_type(32), ctx.f64_type());
    let a = StructType::get(&ctx, vec![i32, f64]);
    assert_eq!(a, StructType::get(&ctx, vec![i32, f64]));
    assert_ne!(a, StructType::get(&ctx, vec![f64, i32]));
    assert_eq!(a.elements(&ctx), vec![i32, f64]);
    assert!(StructType::isa(&ctx, a.as_type()));
    assert!(!StructType::isa(&ctx, i32));
    assert_eq!(StructType::try_from(&ctx, i32), None);
}

#[test]
fn types_print_and_parse_back() {
    let ctx = context();
    let i32 = ctx.integer_type(32);
    let s = StructType::get(&ctx, vec![i32, ctx.f64_type()]);
    assert_eq!(type_text(&ctx, s), "!rec.struct<i32, f64>");
    let parsed = parse_type(&ctx, "!rec.struct<i32, f64>").unwrap();
    assert_eq!(parsed, s.as_type());
    // The namespace form reads the same type.
    assert_eq!(parse_type(&ctx, "!rec<struct<i32, f64>>").unwrap(), s.as_type());
    // A nested kind is written stripped, unless `qualified`.
    let one = StructType::get(&ctx, vec![i32]);
    let pair = PairType::get(&ctx, one, s);
    let text = type_text(&ctx, pair);
    assert_eq!(text, "!rec.pair<<i32>, !rec.struct<i32, f64>>");
    assert_eq!(parse_type(&ctx, &text).unwrap(), pair.as_type());
    assert_eq!(pair.first(&ctx), one);
}

#[test]
fn optional_and_default_parameters_are_elided() {
    let ctx = context();
    let plain = LabelAttr::get(&ctx, "hot".into(), None, 1);
    assert_eq!(attr_text(&ctx, plain), "#rec.label<text = \"hot\">");
    let full = LabelAttr::get(&ctx, "hot".into(), Some(-3), 2);
    assert_eq!(attr_text(&ctx, full), "#rec.label<text = \"hot\", weight = -3, rank = 2>");
    assert_eq!(parse_attribute(&ctx, "#rec.label<text = \"hot\">").unwrap(), plain.as_attr());
    // Written equal to its default, the rank is the default; any order.
    let again = parse_attribute(&ctx, "#rec.label<rank = 1, text = \"hot\">").unwrap();
    assert_eq!(again, plain.as_attr());
    let parsed = parse_attribute(&ctx, "#rec.label<text = \"a\", weight = 7>").unwrap();
    let parsed = LabelAttr::try_from(&ctx, parsed).unwrap();
    assert_eq!((parsed.text(&ctx), parsed.weight(&ctx), parsed.rank(&ctx)), ("a", Some(7), 1));
    let none = WeightAttr::get(&ctx, None);
    assert_eq!(attr_text(&ctx, none), "#rec.weight");
    assert_eq!(attr_text(&ctx, WeightAttr::get(&ctx, Some(-2))), "#rec.weight<-2>");
    assert_eq!(parse_attribute(&ctx, "#rec.weight").unwrap(), none.as_attr());
    let two = parse_attribute(&ctx, "#rec.weight<-2>").unwrap();
    assert_eq!(WeightAttr::try_from(&ctx, two).map(|w| w.weight(&ctx)), Some(Some(-2)));
    let mark = MarkAttr::get(&ctx);
    assert_eq!(attr_text(&ctx, mark), "#rec.mark");
    assert_eq!(parse_attribute(&ctx, "#rec.mark").unwrap(), mark.as_attr());
}

#[test]
fn a_renamed_parameter_is_written_and_reported_by_its_mlir_name() {
    let ctx = context();
    let open = BoundsAttr::get(&ctx, -4, true);
    assert_eq!(attr_text(&ctx, open), "#rec.bounds<lowBound = -4, isOpen = true>");
    assert_eq!(attr_text(&ctx, BoundsAttr::get(&ctx, 2, false)), "#rec.bounds<lowBound = 2>");
    let parsed = parse_attribute(&ctx, "#rec.bounds<isOpen = true, lowBound = -4>").unwrap();
    assert_eq!(BoundsAttr::try_from(&ctx, parsed).map(|b| b.low_bound(&ctx)), Some(-4));
    let err = parse_attribute(&ctx, "#rec.bounds<lowBound = x>").unwrap_err().to_string();
    assert!(err.contains("failed to parse BoundsAttr parameter 'lowBound'"), "{err}");
}

#[test]
fn the_parameter_verifier_reports_at_the_value() {
    let ctx = context();
    let err = StructType::get_checked(&ctx, ctx.unknown_loc(), Vec::new()).unwrap_err();
    assert_eq!(err.message, "a struct needs at least one element type");
    assert!(StructType::get_checked(&ctx, ctx.unknown_loc(), vec![ctx.f64_type()]).is_ok());
    // At the `<` after the mnemonic, where mlir-opt 22 reports a generated
    // parser's verifier error (`!emitc.opaque<"">`: "1:35: error: expected
    // non empty string in !emitc.opaque type", column 35 its `<`).
    let text = "%v = rec.source : !rec.struct<i32, none>\n";
    let out = Module::parse(&ctx, "bad.mlir", text).unwrap_err().to_string();
    assert_eq!(
        out,
        "bad.mlir:1:30: error: struct element #1 has no values\n%v = rec.source : !rec.struct<i32, none>\n                             ^\n"
    );
}

#[test]
fn parse_errors_name_the_parameter() {
    let ctx = context();
    let out = parse_type(&ctx, "!rec.struct<3>").unwrap_err().to_string();
    assert!(
        out.contains(
            "failed to parse StructType parameter 'elements' which is to be a `::llvm::ArrayRef<::mlir::Type>`"
        ),
        "{out}"
    );
}

#[test]
fn sub_elements_of_a_kind_are_replaced() {
    let ctx = context();
    let (i32, i64) = (ctx.integer_type(32), ctx.integer_type(64));
    let s = StructType::get(&ctx, vec![i32, ctx.f64_type(), i32]);
    let replaced = replace_sub_elements(&ctx, Element::Type(s.as_type()), |e| match e {
        Element::Type(t) if t == i32 => Some(Element::Type(i64)),
        _ => None,
    });
    let expected = StructType::get(&ctx, vec![i64, ctx.f64_type(), i64]);
    assert_eq!(replaced, Element::Type(expected.as_type()));
}

#[test]
fn ops_take_the_kinds_as_field_types() {
    let ctx = context();
    let text = "%a = rec.source : i32\n%b = rec.source : f64\n%s = rec.make %a, %b : i32, f64 -> !rec.struct<i32, f64>\n%f = rec.field %s <text = \"x\", weight = 2> : <i32, f64> -> i32\n";
    let module = Module::parse(&ctx, "ok.mlir", text).unwrap();
    let expected = "module {\n  %0 = rec.source : i32\n  %1 = rec.source : f64\n  %2 = rec.make %0, %1 : i32, f64 -> !rec.struct<i32, f64>\n  %3 = rec.field %2 <text = \"x\", weight = 2> : <i32, f64> -> i32\n}\n";
    assert_eq!(module.to_string(), expected);
    let bad = "%a = rec.source : i32\n%s = \"rec.make\"(%a) : (i32) -> i32\n";
    let out = Module::parse(&ctx, "bad.mlir", bad).unwrap_err().to_string();
    assert!(
        out.contains("'rec.make' op result #0 must be A struct of element types, but got 'i32'"),
        "{out}"
    );
}

#[test]
fn summaries_read_as_ods_summaries_in_messages() {
    use mlir_core::semantics::constraints::TypeConstraint;
    // The doc comment's first line, without its closing period.
    assert_eq!(StructType::SUMMARY, "A struct of element types");
    assert_eq!(StructType::description(), "A struct of element types");
    // `summary = "…"` instead of the doc comment's.
    assert_eq!(PairType::SUMMARY, "pair of structs");
    assert_eq!(PairType::description(), "pair of structs");
}

#[test]
fn enums_are_parameters_written_as_keywords() {
    let ctx = context();
    let i32 = ctx.integer_type(32);
    let painted = PaintedType::get(&ctx, Color::Green, Access::READ | Access::WRITE, i32);
    let text = type_text(&ctx, painted);
    assert_eq!(text, "!rec.painted<green, read|write, i32>");
    assert_eq!(parse_type(&ctx, &text).unwrap(), painted.as_type());
    assert_eq!(painted.color(&ctx), Color::Green);
    let out = parse_type(&ctx, "!rec.painted<blue, read, i32>").unwrap_err().to_string();
    assert!(out.contains("error: expected Color to be one of: red, green"), "{out}");
}

#[test]
fn user_functions_parse_and_print() {
    let ctx = context();
    let range = RangeType::get(&ctx, -1, 5);
    assert_eq!(type_text(&ctx, range), "!rec.range<-1 to 5>");
    assert_eq!(parse_type(&ctx, "!rec.range<-1 to 5>").unwrap(), range.as_type());
    assert_eq!((range.low(&ctx), range.high(&ctx)), (-1, 5));
}

#[test]
fn a_narrow_integer_out_of_range_is_an_error() {
    // As mlir-opt 22 reports `#test.attr_params<1, 9999999999>` (`int`
    // parameters): at the literal, then at the token after it.
    let ctx = context();
    let out = parse_attribute(&ctx, "#rec.label<text = \"a\", rank = 300>").unwrap_err();
    let expected = "<string>:1:31: error: integer value too large\n#rec.label<text = \"a\", rank = 300>\n                              ^\n<string>:1:34: error: failed to parse LabelAttr parameter 'rank' which is to be a `uint8_t`\n#rec.label<text = \"a\", rank = 300>\n                                 ^\n";
    assert_eq!(out.to_string(), expected);
}

#[test]
fn user_value_types_are_parameters() {
    let ctx = context();
    let first = Interval { low: 1, high: 2 };
    let span = SpanAttr::get(&ctx, first.clone(), None);
    assert_eq!(span, SpanAttr::get(&ctx, first.clone(), None));
    assert_ne!(span, SpanAttr::get(&ctx, first.clone(), Some(first.clone())));
    assert_eq!(span.first(&ctx), &first);
    assert_eq!(attr_text(&ctx, span), "#rec.span<1 to 2>");
    let text = "#rec.span<1 to 2, 3 to 4>";
    let both = parse_attribute(&ctx, text).unwrap();
    assert_eq!(attr_text(&ctx, both), text);
    assert_eq!(
        SpanAttr::try_from(&ctx, both).unwrap().second(&ctx),
        Some(&Interval { low: 3, high: 4 })
    );
    let out = parse_attribute(&ctx, "#rec.span<1 x 2>").unwrap_err().to_string();
    assert!(
        out.contains("failed to parse SpanAttr parameter 'first' which is to be a `Interval`"),
        "{out}"
    );
    let out = parse_attribute(&ctx, "#rec.span<2 to 1>").unwrap_err().to_string();
    assert!(out.contains("error: an empty interval"), "{out}");
}
