//! The Toy language's syntax tree: what the parser builds, the AST dump
//! prints and the MLIR generation reads. Every node carries the place in
//! the source it was parsed from.

use std::fmt;
use std::rc::Rc;

/// A place in a Toy source file: its name, a line and a column (both
/// from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file's name, as given on the command line.
    pub file: Rc<str>,
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1.
    pub col: u32,
}

impl fmt::Display for Location {
    /// `file:line:col`, as errors and the AST dump write it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// The type a declaration gives: a tensor with an optional shape
/// (`var a<2, 3>`, `var a`) or a struct by name (`Struct value`).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct VarType {
    /// The struct's name, or empty for a tensor.
    pub name: String,
    /// The tensor's declared shape; empty when none is given.
    pub shape: Vec<i64>,
}

/// An expression or statement, with its location.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// Where it starts; for a binary operation, where its right operand
    /// starts, as the tutorial locates one.
    pub loc: Location,
    /// What it is.
    pub kind: ExprKind,
}

/// The kinds of expressions (statements are expressions in Toy).
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A number: `1`, `2.5`.
    Number(f64),
    /// A tensor literal, `[[1, 2], [3, 4]]`: its shape, and its elements
    /// (numbers or nested literals) as written.
    Literal {
        /// The literal's shape: `[2, 2]` above.
        dims: Vec<i64>,
        /// The elements at the outer level.
        values: Vec<Expr>,
    },
    /// A struct literal, `{[1, 2], 3}` (chapter 7): the elements in order.
    StructLiteral(Vec<Expr>),
    /// A variable's name.
    Variable(String),
    /// `var name<shape> = init;` or `Struct name = init;`.
    VarDecl {
        /// The declared name.
        name: String,
        /// The declared type.
        ty: VarType,
        /// The initial value.
        init: Box<Expr>,
    },
    /// `return;` or `return expr;`.
    Return(Option<Box<Expr>>),
    /// A binary operation: `+`, `-`, `*`, or `.` (a struct's element,
    /// chapter 7).
    Binary {
        /// The operator.
        op: char,
        /// Its left operand.
        lhs: Box<Expr>,
        /// Its right operand.
        rhs: Box<Expr>,
    },
    /// A call, `f(a, b)`; `transpose(x)` is one too.
    Call {
        /// The function's name.
        callee: String,
        /// The arguments.
        args: Vec<Expr>,
    },
    /// `print(expr)`, the language's one builtin statement.
    Print(Box<Expr>),
}

/// A declaration without a value: a function's parameter, or a struct's
/// field (`var a;`, `Struct value`).
#[derive(Clone, Debug, PartialEq)]
pub struct Declaration {
    /// Where it is declared.
    pub loc: Location,
    /// Its name.
    pub name: String,
    /// Its type; a tensor without shape when none is written.
    pub ty: VarType,
}

/// A function's signature: `def name(a, b)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    /// Where `def` is.
    pub loc: Location,
    /// The function's name.
    pub name: String,
    /// Its parameters.
    pub params: Vec<Declaration>,
}

/// A function: its signature and the statements of its body.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// The signature.
    pub proto: Prototype,
    /// The body's statements, in order.
    pub body: Vec<Expr>,
}

/// A struct definition (chapter 7): `struct Name { var a; var b; }`.
#[derive(Clone, Debug, PartialEq)]
pub struct StructDef {
    /// Where `struct` is.
    pub loc: Location,
    /// The struct's name.
    pub name: String,
    /// Its fields, in order.
    pub fields: Vec<Declaration>,
}

/// A top-level definition.
#[derive(Clone, Debug, PartialEq)]
pub enum Record {
    /// `def …`.
    Function(Function),
    /// `struct …`.
    Struct(StructDef),
}

/// A Toy source file: its definitions in order.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    /// The functions and structs, as written.
    pub records: Vec<Record>,
}
