//! The model of a `#[pass]` struct: its arguments and each field's role
//! (an option, a statistic, or state), built by `parse.rs`.

use proc_macro2::Span;

/// A `#[pass]` struct.
pub(crate) struct PassModel {
    /// The struct without the macro's field attributes.
    pub item: syn::ItemStruct,
    /// `argument = "…"`: the name pipelines use.
    pub argument: Option<syn::LitStr>,
    /// `name = "…"`, else the struct's name.
    pub name: String,
    /// `summary = "…"`, else the doc comment's first line.
    pub summary: String,
    /// The doc comment after its first line.
    pub description: String,
    /// The ops the pass runs on.
    pub anchor: Anchor,
    /// `dependent_dialects = [A, B]`.
    pub dependent_dialects: Vec<syn::Type>,
    /// `crate = path`.
    pub crate_path: Option<syn::Path>,
    /// The fields, in order.
    pub fields: Vec<Field>,
}

/// `anchor = …`.
pub(crate) enum Anchor {
    /// `any` (the default).
    Any,
    /// `"func.func"`.
    Name(syn::LitStr),
    /// An op type (`FuncOp`).
    Op(syn::Path),
}

/// One field of the struct.
pub(crate) struct Field {
    /// The field's name.
    pub ident: syn::Ident,
    /// Its type.
    pub ty: syn::Type,
    /// What it is to the pass.
    pub role: Role,
}

/// What a field is to the pass.
pub(crate) enum Role {
    /// `#[option(…)]` (boxed: an option is much larger than the rest).
    Option(Box<OptionField>),
    /// `#[statistic(…)]`.
    Statistic(StatisticField),
    /// Anything else: state, made with `Default` and copied with `Clone`.
    State,
}

/// An option field.
pub(crate) struct OptionField {
    /// The name pipelines write (`max-iterations`).
    pub name: String,
    /// Where that name was written (the `name = "…"` string or the field).
    pub name_span: Span,
    /// `default = …`.
    pub default: Option<syn::Expr>,
    /// `description = "…"`, else the field's doc comment.
    pub description: String,
    /// The option's type, as far as the macro can tell.
    pub kind: OptionKind,
}

/// An option's type, read from the field's type.
#[derive(Clone, Debug)]
pub(crate) enum OptionKind {
    /// An integer type (`i64`), with its range.
    Int { ty: &'static str, min: i128, max: i128 },
    /// `f64` (MLIR's `Option<double>`).
    Float,
    /// `bool`.
    Bool,
    /// `String`.
    String,
    /// `Vec<T>`.
    List(Box<OptionKind>),
    /// Any other path: an enum with `#[pass_option_enum]` (rustc checks).
    Enum,
}

/// A statistic field.
pub(crate) struct StatisticField {
    /// The name statistics print (`num-cse'd`).
    pub name: String,
    /// What it counts.
    pub description: String,
}
