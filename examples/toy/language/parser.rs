//! The Toy parser: tokens to the syntax tree of [`super::ast`], for the
//! language of the tutorial's chapter 7 (which contains chapter 1's). Its
//! definitions and statements are parsed by recursive descent, its
//! expressions by operator precedence over explicit stacks.
//!
//! ```text
//! module     ::= (function | struct)*
//! function   ::= 'def' id '(' (param (',' param)*)? ')' block
//! param      ::= id | id id                      # name, or struct type and name
//! struct     ::= 'struct' id '{' (field ';')+ '}'
//! field      ::= 'var' id | id id
//! block      ::= '{' (statement ';' | ';')* '}'
//! statement  ::= 'var' id shape? '=' expr | id id '=' expr
//!              | 'return' expr? | expr
//! shape      ::= '<' (number (',' number)*)? '>'
//! expr       ::= primary (binop primary)*        # '+' '-': 20, '*': 40, '.': 60
//! primary    ::= number | id | id '(' (expr (',' expr)*)? ')' | '(' expr ')'
//!              | tensor | '{' element (',' element)* '}'
//! tensor     ::= '[' (number | tensor) (',' (number | tensor))* ']'
//! element    ::= number | tensor | '{' element (',' element)* '}'
//! ```
//!
//! A call of `print` is the [`ExprKind::Print`] statement. As in the
//! tutorial, a struct literal holds constants only (its MLIR is one
//! `toy.struct_constant`), and a binary operation's location is the start
//! of its right operand, which the AST dump shows.
//!
//! Expressions are parsed without recursion (explicit stacks hold what is
//! open), and both their nesting (parentheses, calls, tensor and struct
//! literals) and the height of the tree they build (a chain of `n` binary
//! operators is `n + 1` high) are at most [`MAX_NESTING`]: deep input is an
//! error, never a stack overflow, here or in what recurses over the tree
//! (the dump, MLIR generation, drop).

use super::ast::{
    Declaration, Expr, ExprKind, Function, Location, Module, Prototype, Record, StructDef, VarType,
};
use super::lexer::{Token, TokenKind, tokenize};

pub use super::error::SyntaxError;

/// The deepest expression accepted: levels of nesting, and the height of
/// an expression's tree. Far above what a program needs; what recurses
/// over the tree has 2 KiB of stack a level on a 2 MiB thread (a test's).
/// The dump and drop of the deepest trees take under 256 KiB at
/// opt-level 1, under 1 MiB at opt-level 0.
pub const MAX_NESTING: u32 = 1000;

/// Parses the Toy source `source`, the contents of the file named `file`
/// (the name its locations carry).
pub fn parse_module(file: &str, source: &str) -> Result<Module, SyntaxError> {
    let tokens = tokenize(file, source)?;
    Parser { source, tokens, pos: 0, depth: 0 }.module()
}

/// The parser's state: the tokens, the next one, and how deeply the
/// current expression is nested.
struct Parser<'s> {
    source: &'s str,
    /// Ends with an `Eof` token, which is never consumed.
    tokens: Vec<Token>,
    pos: usize,
    depth: u32,
}

/// An expression and the height of its tree (a leaf is 1).
struct Parsed {
    expr: Expr,
    height: u32,
}

/// The binary operator `token` is, with its binding strength (higher
/// binds tighter), or `None`.
fn binary_operator(token: &Token) -> Option<(char, u32)> {
    match token.kind {
        TokenKind::Punct(op @ ('+' | '-')) => Some((op, 20)),
        TokenKind::Punct('*') => Some(('*', 40)),
        TokenKind::Punct('.') => Some(('.', 60)),
        _ => None,
    }
}

/// A shape as the dump and errors write it: `<2, 3>`.
fn shape_text(dims: &[i64]) -> String {
    let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
    format!("<{}>", dims.join(", "))
}

impl Parser<'_> {
    // ---- Tokens ----

    /// The next token (the `Eof` token at the end).
    fn peek(&self) -> &Token {
        &self.tokens[self.pos]
    }

    /// The token after the next one.
    fn peek_second(&self) -> &Token {
        &self.tokens[(self.pos + 1).min(self.tokens.len() - 1)]
    }

    /// Consumes the next token; the `Eof` token stays.
    fn bump(&mut self) -> Token {
        let token = self.tokens[self.pos].clone();
        if token.kind != TokenKind::Eof {
            self.pos += 1;
        }
        token
    }

    /// An error at the next token.
    fn error(&self, message: impl Into<String>) -> SyntaxError {
        SyntaxError::new(self.peek().loc.clone(), message)
    }

    /// Consumes the punctuation `c`, or reports `message` at the token
    /// found instead.
    fn expect(&mut self, c: char, message: &str) -> Result<Token, SyntaxError> {
        if self.peek().is(c) { Ok(self.bump()) } else { Err(self.error(message)) }
    }

    /// Consumes an identifier and returns its name and location, or reports
    /// `message` at the token found instead.
    fn expect_identifier(&mut self, message: &str) -> Result<(String, Location), SyntaxError> {
        if self.peek().kind != TokenKind::Identifier {
            return Err(self.error(message));
        }
        let token = self.bump();
        Ok((token.text(self.source).to_string(), token.loc))
    }

    // ---- Definitions ----

    /// `module ::= (function | struct)*`
    fn module(mut self) -> Result<Module, SyntaxError> {
        let mut records = Vec::new();
        loop {
            match self.peek().kind {
                TokenKind::Def => records.push(Record::Function(self.function()?)),
                TokenKind::Struct => records.push(Record::Struct(self.struct_def()?)),
                TokenKind::Eof => return Ok(Module { records }),
                _ => return Err(self.error("expected 'def' or 'struct' at top level")),
            }
        }
    }

    /// `function ::= 'def' id '(' params ')' block`
    fn function(&mut self) -> Result<Function, SyntaxError> {
        let loc = self.bump().loc;
        let (name, _) = self.expect_identifier("expected function name after 'def'")?;
        self.expect('(', &format!("expected '(' after function name '{name}'"))?;
        let mut params = Vec::new();
        if !self.peek().is(')') {
            loop {
                params.push(self.param()?);
                if self.peek().is(')') {
                    break;
                }
                self.expect(',', "expected ',' or ')' in parameter list")?;
            }
        }
        self.bump();
        let body = self.block(&name)?;
        Ok(Function { proto: Prototype { loc, name, params }, body })
    }

    /// `param ::= id | id id`: a tensor's name, or a struct type and a
    /// name.
    fn param(&mut self) -> Result<Declaration, SyntaxError> {
        let (first, loc) = self.expect_identifier("expected parameter name")?;
        if self.peek().kind == TokenKind::Identifier {
            let (name, _) = self.expect_identifier("expected parameter name")?;
            return Ok(Declaration { loc, name, ty: VarType { name: first, shape: Vec::new() } });
        }
        Ok(Declaration { loc, name: first, ty: VarType::default() })
    }

    /// `struct ::= 'struct' id '{' (field ';')+ '}'`
    fn struct_def(&mut self) -> Result<StructDef, SyntaxError> {
        let loc = self.bump().loc;
        let (name, _) = self.expect_identifier("expected struct name after 'struct'")?;
        self.expect('{', &format!("expected '{{' after struct name '{name}'"))?;
        let mut fields = Vec::new();
        while !self.peek().is('}') {
            if self.peek().kind == TokenKind::Eof {
                return Err(self.error(format!("expected '}}' to close struct '{name}'")));
            }
            fields.push(self.field(&name)?);
            self.expect(';', "expected ';' after field declaration")?;
        }
        if fields.is_empty() {
            // A struct type has at least one element (`!toy.struct<...>`).
            return Err(self.error(format!("struct '{name}' has no fields")));
        }
        self.bump();
        Ok(StructDef { loc, name, fields })
    }

    /// `field ::= 'var' id | id id`, in the struct `owner`.
    fn field(&mut self, owner: &str) -> Result<Declaration, SyntaxError> {
        let loc = self.peek().loc.clone();
        let ty = match self.peek().kind {
            TokenKind::Var => {
                self.bump();
                VarType::default()
            }
            TokenKind::Identifier => {
                let (type_name, _) = self.expect_identifier("")?;
                VarType { name: type_name, shape: Vec::new() }
            }
            _ => {
                return Err(self.error(format!(
                    "expected 'var' or a struct type to declare a field of struct '{owner}'"
                )));
            }
        };
        let (name, _) = self.expect_identifier("expected field name")?;
        if self.peek().is('<') {
            // The tutorial's fields are declared without shape: a struct's
            // elements take the shapes of the values it is built from.
            return Err(self.error("a struct field takes no shape"));
        }
        Ok(Declaration { loc, name, ty })
    }

    // ---- Statements ----

    /// `block ::= '{' (statement ';' | ';')* '}'`, the body of the function
    /// `function`.
    fn block(&mut self, function: &str) -> Result<Vec<Expr>, SyntaxError> {
        self.expect('{', &format!("expected '{{' to begin the body of '{function}'"))?;
        let mut body = Vec::new();
        loop {
            // Empty statements are allowed: `;;`.
            while self.peek().is(';') {
                self.bump();
            }
            if self.peek().is('}') {
                self.bump();
                return Ok(body);
            }
            if self.peek().kind == TokenKind::Eof {
                return Err(self.error(format!("expected '}}' to close the body of '{function}'")));
            }
            let (statement, what) = self.statement()?;
            body.push(statement);
            self.expect(';', &format!("expected ';' after {what}"))?;
        }
    }

    /// A statement, and what it is called in the error for a missing `;`.
    fn statement(&mut self) -> Result<(Expr, &'static str), SyntaxError> {
        match self.peek().kind {
            TokenKind::Var => Ok((self.var_decl()?, "variable declaration")),
            TokenKind::Return => {
                let loc = self.bump().loc;
                let value =
                    if self.peek().is(';') { None } else { Some(Box::new(self.expression()?)) };
                Ok((Expr { loc, kind: ExprKind::Return(value) }, "return statement"))
            }
            TokenKind::Identifier if self.peek_second().kind == TokenKind::Identifier => {
                Ok((self.struct_decl()?, "variable declaration"))
            }
            _ => Ok((self.expression()?, "expression")),
        }
    }

    /// `'var' id shape? '=' expr`
    fn var_decl(&mut self) -> Result<Expr, SyntaxError> {
        let loc = self.bump().loc;
        let (name, _) = self.expect_identifier("expected identifier after 'var'")?;
        let shape = if self.peek().is('<') { self.shape()? } else { Vec::new() };
        let init = self.initializer(&name)?;
        let ty = VarType { name: String::new(), shape };
        Ok(Expr { loc, kind: ExprKind::VarDecl { name, ty, init: Box::new(init) } })
    }

    /// `id id '=' expr`: a variable of a struct type.
    fn struct_decl(&mut self) -> Result<Expr, SyntaxError> {
        let (type_name, loc) = self.expect_identifier("expected struct type name")?;
        let (name, _) = self.expect_identifier("expected variable name")?;
        let init = self.initializer(&name)?;
        let ty = VarType { name: type_name, shape: Vec::new() };
        Ok(Expr { loc, kind: ExprKind::VarDecl { name, ty, init: Box::new(init) } })
    }

    /// `'=' expr`, the initializer of the variable `name`.
    fn initializer(&mut self, name: &str) -> Result<Expr, SyntaxError> {
        self.expect('=', &format!("expected '=' and an initializer for variable '{name}'"))?;
        self.expression()
    }

    /// `shape ::= '<' (number (',' number)*)? '>'`
    fn shape(&mut self) -> Result<Vec<i64>, SyntaxError> {
        self.bump();
        let mut dims = Vec::new();
        if self.peek().is('>') {
            self.bump();
            return Ok(dims);
        }
        loop {
            let TokenKind::Number(value) = self.peek().kind else {
                return Err(self.error("expected a dimension in shape"));
            };
            if value.fract() != 0.0 || !(0.0..9.0e18).contains(&value) {
                return Err(self.error("a dimension must be a non-negative integer"));
            }
            // Exact: the value is integral and in range.
            let dim = value as i64;
            self.bump();
            dims.push(dim);
            if self.peek().is('>') {
                self.bump();
                return Ok(dims);
            }
            self.expect(',', "expected ',' or '>' in shape")?;
        }
    }

    // ---- Expressions ----
    //
    // Expressions are parsed without recursion: parentheses, calls and
    // literals open entries on explicit stacks, so the call stack stays
    // flat however deep the input; `depth` counts the open entries.

    /// An expression.
    fn expression(&mut self) -> Result<Expr, SyntaxError> {
        // The constructs open around the current operand, each with the
        // operators and operands pending outside it.
        let mut open: Vec<(Open, Operations)> = Vec::new();
        let mut current = Operations::default();
        loop {
            // An operand, or the opening of a construct that will be one.
            let mut operand = match self.peek().kind {
                TokenKind::Number(value) => {
                    let loc = self.bump().loc;
                    Parsed { expr: Expr { loc, kind: ExprKind::Number(value) }, height: 1 }
                }
                TokenKind::Identifier if self.peek_second().is('(') => {
                    let (callee, loc) = self.expect_identifier("")?;
                    self.enter()?;
                    self.bump();
                    if !self.peek().is(')') {
                        let call = Open::Call { callee, loc, args: Vec::new(), children: 0 };
                        open.push((call, std::mem::take(&mut current)));
                        continue;
                    }
                    self.bump();
                    self.leave();
                    Self::call(callee, loc, Vec::new(), 0)?
                }
                TokenKind::Identifier => {
                    let (name, loc) = self.expect_identifier("")?;
                    Parsed { expr: Expr { loc, kind: ExprKind::Variable(name) }, height: 1 }
                }
                TokenKind::Punct('(') => {
                    self.enter()?;
                    self.bump();
                    open.push((Open::Paren, std::mem::take(&mut current)));
                    continue;
                }
                TokenKind::Punct('[') => self.tensor_literal()?,
                TokenKind::Punct('{') => self.struct_literal()?,
                _ => return Err(self.error("expected expression")),
            };
            // After the operand: an operator and the next operand, or the
            // end of the expression, which may close the constructs around
            // it.
            loop {
                if let Some((op, prec)) = binary_operator(self.peek()) {
                    let lhs = current.reduce(prec, operand)?;
                    self.bump();
                    // The tutorial locates the operation at its right
                    // operand.
                    current.pending.push((lhs, op, prec, self.peek().loc.clone()));
                    break;
                }
                let value = current.reduce(0, operand)?;
                let Some((construct, outside)) = open.pop() else {
                    return Ok(value.expr);
                };
                match construct {
                    Open::Paren => {
                        self.expect(')', "expected ')' to close parenthesized expression")?;
                        self.leave();
                        operand = value;
                    }
                    Open::Call { callee, loc, mut args, children } => {
                        let children = children.max(value.height);
                        args.push(value.expr);
                        if self.peek().is(',') {
                            self.bump();
                            let call = Open::Call { callee, loc, args, children };
                            open.push((call, outside));
                            break;
                        }
                        self.expect(')', "expected ',' or ')' in argument list")?;
                        self.leave();
                        operand = Self::call(callee, loc, args, children)?;
                    }
                }
                current = outside;
            }
        }
    }

    /// Enters one more level of nesting, at the next token; too deep is an
    /// error.
    fn enter(&mut self) -> Result<(), SyntaxError> {
        if self.depth >= MAX_NESTING {
            return Err(self.error(too_deep()));
        }
        self.depth += 1;
        Ok(())
    }

    /// Leaves the level [`Self::enter`] entered.
    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// A call of `callee` at `loc` (`print(x)` is the print statement), its
    /// arguments `children` high.
    fn call(
        callee: String,
        loc: Location,
        args: Vec<Expr>,
        children: u32,
    ) -> Result<Parsed, SyntaxError> {
        if callee == "print" {
            let Ok([arg]) = <[Expr; 1]>::try_from(args) else {
                return Err(SyntaxError::new(loc, "'print' takes exactly one argument"));
            };
            return node(loc, ExprKind::Print(Box::new(arg)), children);
        }
        node(loc, ExprKind::Call { callee, args }, children)
    }

    /// `tensor ::= '[' element (',' element)* ']'`, each element a number or
    /// a tensor, all of the same shape.
    fn tensor_literal(&mut self) -> Result<Parsed, SyntaxError> {
        // The literals open around the current element, outermost first.
        let mut open: Vec<Literal> = Vec::new();
        loop {
            // Open brackets, then an element: a number.
            while self.peek().is('[') {
                self.enter()?;
                let loc = self.bump().loc;
                if self.peek().is(']') {
                    return Err(self.error("empty tensor literal"));
                }
                open.push(Literal { loc, values: Vec::new(), inner: None, children: 0 });
            }
            let TokenKind::Number(value) = self.peek().kind else {
                return Err(self.error("expected a number or '[' in tensor literal"));
            };
            let loc = self.bump().loc;
            let mut element =
                Parsed { expr: Expr { loc, kind: ExprKind::Number(value) }, height: 1 };
            // Add it to the innermost literal; each `]` closes that literal,
            // which becomes an element of the one around it.
            loop {
                let Some(mut literal) = open.pop() else {
                    return Ok(element);
                };
                literal.push(element)?;
                if self.peek().is(',') {
                    self.bump();
                    open.push(literal);
                    break;
                }
                self.expect(']', "expected ',' or ']' in tensor literal")?;
                self.leave();
                element = literal.finish()?;
            }
        }
    }

    /// `struct ::= '{' element (',' element)* '}'`, each element a number, a
    /// tensor or a struct literal.
    fn struct_literal(&mut self) -> Result<Parsed, SyntaxError> {
        // The struct literals open around the current element, each with its
        // location, elements and their height.
        let mut open: Vec<(Location, Vec<Expr>, u32)> = Vec::new();
        loop {
            while self.peek().is('{') {
                self.enter()?;
                let loc = self.bump().loc;
                if self.peek().is('}') {
                    return Err(self.error("empty struct literal"));
                }
                open.push((loc, Vec::new(), 0));
            }
            let mut element = match self.peek().kind {
                TokenKind::Number(value) => {
                    let loc = self.bump().loc;
                    Parsed { expr: Expr { loc, kind: ExprKind::Number(value) }, height: 1 }
                }
                TokenKind::Punct('[') => self.tensor_literal()?,
                _ => {
                    return Err(self.error("expected a number, '[' or '{' in struct literal"));
                }
            };
            loop {
                let Some((loc, mut values, children)) = open.pop() else {
                    return Ok(element);
                };
                let children = children.max(element.height);
                values.push(element.expr);
                if self.peek().is(',') {
                    self.bump();
                    open.push((loc, values, children));
                    break;
                }
                self.expect('}', "expected ',' or '}' in struct literal")?;
                self.leave();
                element = node(loc, ExprKind::StructLiteral(values), children)?;
            }
        }
    }
}

/// A construct whose operand is being parsed.
enum Open {
    /// `(`, awaiting `)`.
    Paren,
    /// A call, awaiting its next argument.
    Call {
        /// The callee's name.
        callee: String,
        /// The callee's location.
        loc: Location,
        /// The arguments so far.
        args: Vec<Expr>,
        /// Their height.
        children: u32,
    },
}

/// The binary operations of one expression not yet built: each operand
/// followed by an operator (with its precedence and location), of
/// increasing precedence; the operand after the last is the caller's.
#[derive(Default)]
struct Operations {
    pending: Vec<(Parsed, char, u32, Location)>,
}

impl Operations {
    /// Builds, with `rhs` the last operand, the pending operations that
    /// bind at least as tightly as an operator of precedence `prec` coming
    /// next (all operators are left-associative); returns the operand
    /// that operator takes on its left. `prec` 0 builds them all.
    fn reduce(&mut self, prec: u32, mut rhs: Parsed) -> Result<Parsed, SyntaxError> {
        while let Some((_, _, top, _)) = self.pending.last()
            && *top >= prec
            && let Some((lhs, op, _, loc)) = self.pending.pop()
        {
            let children = lhs.height.max(rhs.height);
            let kind = ExprKind::Binary { op, lhs: Box::new(lhs.expr), rhs: Box::new(rhs.expr) };
            rhs = node(loc, kind, children)?;
        }
        Ok(rhs)
    }
}

/// A tensor literal whose elements are being parsed.
struct Literal {
    loc: Location,
    values: Vec<Expr>,
    /// The shape of the elements, the first one's: empty for numbers.
    inner: Option<Vec<i64>>,
    /// The elements' height.
    children: u32,
}

impl Literal {
    /// Adds an element, which must have the shape of the first.
    fn push(&mut self, element: Parsed) -> Result<(), SyntaxError> {
        let dims = match &element.expr.kind {
            ExprKind::Literal { dims, .. } => dims.as_slice(),
            _ => &[],
        };
        match &self.inner {
            None => self.inner = Some(dims.to_vec()),
            Some(first) if first.as_slice() != dims => {
                let message = format!(
                    "irregular tensor literal: this element is {}, the first is {}",
                    element_text(dims),
                    element_text(first)
                );
                return Err(SyntaxError::new(element.expr.loc, message));
            }
            Some(_) => {}
        }
        self.children = self.children.max(element.height);
        self.values.push(element.expr);
        Ok(())
    }

    /// The literal, its shape its length and its elements' shape.
    fn finish(self) -> Result<Parsed, SyntaxError> {
        let len = i64::try_from(self.values.len()).unwrap_or(i64::MAX);
        let dims = std::iter::once(len).chain(self.inner.unwrap_or_default()).collect();
        node(self.loc, ExprKind::Literal { dims, values: self.values }, self.children)
    }
}

/// A node at `loc` whose children are `children` high; a tree too tall is
/// an error there.
fn node(loc: Location, kind: ExprKind, children: u32) -> Result<Parsed, SyntaxError> {
    let height = children + 1;
    if height > MAX_NESTING {
        return Err(SyntaxError::new(loc, too_deep()));
    }
    Ok(Parsed { expr: Expr { loc, kind }, height })
}

/// How an element of a tensor literal is named in an error: `a number` or
/// its shape.
fn element_text(dims: &[i64]) -> String {
    if dims.is_empty() { "a number".to_string() } else { format!("a tensor {}", shape_text(dims)) }
}

/// The error for nesting or a tree beyond [`MAX_NESTING`].
fn too_deep() -> String {
    format!("expression nested too deeply (more than {MAX_NESTING} levels)")
}
