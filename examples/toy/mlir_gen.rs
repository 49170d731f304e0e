//! Chapter 2 of the tutorial, as chapter 7 extends it: the MLIR generation
//! from the Toy syntax tree into the Toy dialect.
//!
//! Each function becomes a `toy.func` whose arguments are unranked tensors
//! (or structs) and whose result, if its body returns a value, has that
//! value's type; every function but `main` is private, so that the
//! inliner may erase it once inlined. Every op carries the location of the
//! syntax it comes from (`loc("file.toy":line:col)`), so that later errors
//! point at the Toy source. The first error stops the generation, as in
//! the tutorial, with its messages.

use std::collections::BTreeMap;
use std::sync::Arc;

use mlir_rs::prelude::*;

use crate::dialect::{
    AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, StructAccessOp,
    StructConstantOp, StructType, TransposeOp,
};
use crate::language::ast::{self, Declaration, Expr, ExprKind, Record, StructDef, VarType};

/// Generates the Toy dialect's module for `program`, verified. On error,
/// the diagnostic says what and where.
pub fn mlir_gen(ctx: &Arc<Context>, program: &ast::Module) -> Result<Module, Diagnostic> {
    let mut module = Module::new(ctx);
    let body = module.op().body(module.ir());
    let mut generator = Generator {
        b: module.builder(),
        body,
        structs: BTreeMap::new(),
        functions: BTreeMap::new(),
        scope: BTreeMap::new(),
    };
    for record in &program.records {
        match record {
            Record::Function(function) => generator.function(function)?,
            Record::Struct(def) => generator.struct_def(def)?,
        }
    }
    if let Err(errors) = module.verify() {
        let first = errors.into_vec().into_iter().next();
        return Err(first
            .unwrap_or_else(|| Diagnostic::error(ctx.unknown_loc(), "module verification error")));
    }
    Ok(module)
}

/// A variable in scope: its value and the type it was declared with (the
/// struct's name lets `.` find a field's index).
#[derive(Clone)]
struct Variable {
    value: Value,
    ty: VarType,
}

/// The state of one generation: the builder, the structs and functions
/// defined so far, and the variables of the function being generated.
struct Generator<'m, 'a> {
    b: Builder<'m>,
    /// The module's block, where each function goes.
    body: Block,
    /// Each struct by name: its type and definition.
    structs: BTreeMap<String, (Type, &'a StructDef)>,
    /// Each function generated so far, by name.
    functions: BTreeMap<String, FuncOp>,
    /// The variables of the current function (Toy has one scope per
    /// function).
    scope: BTreeMap<String, Variable>,
}

impl<'a> Generator<'_, 'a> {
    /// The location of a piece of syntax.
    fn loc(&self, loc: &ast::Location) -> Location {
        self.b.ctx().file_loc(&loc.file, loc.line, loc.col)
    }

    /// An error at `loc`.
    fn error(&self, loc: &ast::Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc(loc), message)
    }

    /// `tensor<*xf64>`, the type of a value whose shape is not known yet.
    fn unranked(&self) -> Type {
        let ctx = self.b.ctx();
        ctx.unranked_tensor_type(ctx.f64_type())
    }

    /// A tensor type of `shape`, unranked when the shape is empty.
    fn tensor(&self, shape: &[i64]) -> Type {
        if shape.is_empty() {
            return self.unranked();
        }
        let ctx = self.b.ctx();
        ctx.ranked_tensor_type(shape, ctx.f64_type())
    }

    /// The type a declaration names: a struct by name, else a tensor.
    fn declared_type(&self, ty: &VarType, loc: &ast::Location) -> Result<Type, Diagnostic> {
        if ty.name.is_empty() {
            return Ok(self.tensor(&ty.shape));
        }
        match self.structs.get(&ty.name) {
            Some((ty, _)) => Ok(*ty),
            None => Err(self.error(loc, format!("error: unknown struct type '{}'", ty.name))),
        }
    }

    /// `struct Name { var a; … }`: records the struct's type, the types
    /// of its fields in order.
    fn struct_def(&mut self, def: &'a StructDef) -> Result<(), Diagnostic> {
        if self.structs.contains_key(&def.name) {
            let message = format!("error: struct type with name `{}' already exists", def.name);
            return Err(self.error(&def.loc, message));
        }
        let mut elements = Vec::with_capacity(def.fields.len());
        for field in &def.fields {
            if !field.ty.shape.is_empty() {
                let message = "error: variables within a struct definition must not have a shape";
                return Err(self.error(&field.loc, message));
            }
            elements.push(self.declared_type(&field.ty, &field.loc)?);
        }
        let ty = StructType::get_checked(self.b.ctx(), self.loc(&def.loc), elements)?;
        self.structs.insert(def.name.clone(), (ty.into(), def));
        Ok(())
    }

    /// `def name(params) { body }`: a `toy.func`, private unless it is
    /// `main`, returning what its `return` returns.
    fn function(&mut self, function: &ast::Function) -> Result<(), Diagnostic> {
        let proto = &function.proto;
        let loc = self.loc(&proto.loc);
        let mut inputs = Vec::with_capacity(proto.params.len());
        for param in &proto.params {
            inputs.push(self.declared_type(&param.ty, &param.loc)?);
        }
        self.b.set_insertion_point(InsertPoint::BlockEnd(self.body));
        let signature = self.b.ctx().function_type(&inputs, &[]);
        let func = FuncOp::build(&mut self.b, loc, &proto.name, signature, None, None);
        let region = func.body(&self.b);
        let entry = self.b.create_block(region.body);
        self.b.append_block(region, entry);
        self.scope.clear();
        for (param, &ty) in proto.params.iter().zip(&inputs) {
            let value = self.b.add_block_arg(entry, ty, loc);
            self.declare(param, value)?;
        }
        self.b.set_insertion_point(InsertPoint::BlockEnd(entry));
        for statement in &function.body {
            if let Err(error) = self.statement(statement) {
                self.b.erase_op(func.as_op());
                return Err(error);
            }
        }
        // A body without `return` returns nothing; one returning a value
        // gives the function its result type.
        let last = entry.last_op(&self.b);
        match last.and_then(|op| ReturnOp::try_from_op(&self.b, op)) {
            None => {
                ReturnOp::build(&mut self.b, loc, None);
            }
            Some(ret) => {
                if let Some(value) = ret.input(&self.b) {
                    let ty = value.ty(&self.b);
                    let signature = self.b.ctx().function_type(&inputs, &[ty]);
                    func.set_function_type(&mut self.b, signature);
                }
            }
        }
        if proto.name != "main" {
            let private = self.b.ctx().string_attr("private");
            self.b.set_attr(func.as_op(), "sym_visibility", Some(private));
        }
        self.functions.insert(proto.name.clone(), func);
        Ok(())
    }

    /// Puts a parameter in scope, refusing a name declared twice.
    fn declare(&mut self, decl: &Declaration, value: Value) -> Result<(), Diagnostic> {
        self.declare_name(&decl.loc, &decl.name, &decl.ty, value)
    }

    /// Puts `name` in scope with `value`.
    fn declare_name(
        &mut self,
        loc: &ast::Location,
        name: &str,
        ty: &VarType,
        value: Value,
    ) -> Result<(), Diagnostic> {
        if self.scope.contains_key(name) {
            return Err(self.error(loc, format!("redeclaration of variable '{name}'")));
        }
        self.scope.insert(name.to_owned(), Variable { value, ty: ty.clone() });
        Ok(())
    }

    /// One statement of a body.
    fn statement(&mut self, statement: &Expr) -> Result<(), Diagnostic> {
        let loc = self.loc(&statement.loc);
        match &statement.kind {
            ExprKind::VarDecl { name, ty, init } => {
                let mut value = self.expr(init)?;
                if !ty.name.is_empty() {
                    let declared = self.declared_type(ty, &statement.loc)?;
                    let got = value.ty(&self.b);
                    if got != declared {
                        let ctx = self.b.ctx();
                        let message = format!(
                            "struct type of initializer is different than the variable \
                             declaration. Got {}, but expected {}",
                            got.display(ctx),
                            declared.display(ctx)
                        );
                        return Err(self.error(&statement.loc, message));
                    }
                } else if !ty.shape.is_empty() {
                    // A declared shape reshapes the value; canonicalization
                    // folds the reshape away where it can.
                    let shaped = self.tensor(&ty.shape);
                    value = ReshapeOp::build(&mut self.b, loc, shaped, value).output(&self.b);
                }
                self.declare_name(&statement.loc, name, ty, value)
            }
            ExprKind::Return(value) => {
                let value = match value {
                    Some(value) => Some(self.expr(value)?),
                    None => None,
                };
                ReturnOp::build(&mut self.b, loc, value);
                Ok(())
            }
            ExprKind::Print(value) => {
                let value = self.expr(value)?;
                PrintOp::build(&mut self.b, loc, value);
                Ok(())
            }
            _ => self.expr(statement).map(|_| ()),
        }
    }

    /// The value of an expression, built at the insertion point.
    fn expr(&mut self, expr: &Expr) -> Result<Value, Diagnostic> {
        let loc = self.loc(&expr.loc);
        match &expr.kind {
            ExprKind::Number(number) => {
                let ty = self.tensor_of_rank_zero();
                let value = self.dense(ty, &[*number], &expr.loc)?;
                Ok(ConstantOp::build(&mut self.b, loc, ty, value).output(&self.b))
            }
            ExprKind::Literal { dims, .. } => {
                let ty = self.tensor(dims);
                let value = self.literal_attr(expr)?;
                Ok(ConstantOp::build(&mut self.b, loc, ty, value).output(&self.b))
            }
            ExprKind::StructLiteral(_) => {
                let (value, ty) = self.struct_literal_attr(expr)?;
                Ok(StructConstantOp::build(&mut self.b, loc, ty, value).output(&self.b))
            }
            ExprKind::Variable(name) => match self.scope.get(name) {
                Some(variable) => Ok(variable.value),
                None => Err(self.error(&expr.loc, format!("error: unknown variable '{name}'"))),
            },
            ExprKind::Binary { op: '.', lhs, rhs } => {
                let input = self.expr(lhs)?;
                let Some(index) = self.member_index(lhs, rhs) else {
                    return Err(self.error(&expr.loc, "invalid access into struct expression"));
                };
                let ctx = self.b.ctx();
                let elements = StructType::try_from(ctx, input.ty(&self.b))
                    .map(|ty| ty.elements(ctx))
                    .unwrap_or_default();
                let Some(&element) = elements.get(index) else {
                    return Err(self.error(&expr.loc, "invalid access into struct expression"));
                };
                let access = StructAccessOp::build(&mut self.b, loc, element, input, index as i64);
                Ok(access.output(&self.b))
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let lhs = self.expr(lhs)?;
                let rhs = self.expr(rhs)?;
                let ty = self.unranked();
                match op {
                    '+' => Ok(AddOp::build(&mut self.b, loc, ty, lhs, rhs).output(&self.b)),
                    '*' => Ok(MulOp::build(&mut self.b, loc, ty, lhs, rhs).output(&self.b)),
                    _ => Err(self.error(&expr.loc, format!("invalid binary operator '{op}'"))),
                }
            }
            ExprKind::Call { callee, args } => {
                let mut operands = Vec::with_capacity(args.len());
                for arg in args {
                    operands.push(self.expr(arg)?);
                }
                self.call(expr, callee, &operands)
            }
            ExprKind::VarDecl { .. } | ExprKind::Return(_) | ExprKind::Print(_) => {
                Err(self.error(&expr.loc, "expected an expression, not a statement"))
            }
        }
    }

    /// A call: `transpose(x)` is `toy.transpose`; any other name must be
    /// a function defined above, which `toy.generic_call` calls.
    fn call(&mut self, expr: &Expr, callee: &str, operands: &[Value]) -> Result<Value, Diagnostic> {
        let loc = self.loc(&expr.loc);
        if callee == "transpose" {
            let [input] = operands else {
                let message = "MLIR codegen encountered an error: toy.transpose does not accept \
                               multiple arguments";
                return Err(self.error(&expr.loc, message));
            };
            let ty = self.unranked();
            return Ok(TransposeOp::build(&mut self.b, loc, ty, *input).output(&self.b));
        }
        let Some(&function) = self.functions.get(callee) else {
            let message = format!("no defined function found for '{callee}'");
            return Err(self.error(&expr.loc, message));
        };
        let signature = function.function_type(&self.b);
        let Some((inputs, results)) = signature.as_function(self.b.ctx()) else {
            return Err(self.error(&expr.loc, format!("'{callee}' is not a function")));
        };
        if inputs.len() != operands.len() {
            let message = format!(
                "'{callee}' takes {} argument(s), but the call passes {}",
                inputs.len(),
                operands.len()
            );
            return Err(self.error(&expr.loc, message));
        }
        let Some(&result) = results.first() else {
            let message = format!("'{callee}' returns no value to use");
            return Err(self.error(&expr.loc, message));
        };
        let call = GenericCallOp::build(&mut self.b, loc, result, callee, operands);
        Ok(call.output(&self.b))
    }

    /// `tensor<f64>`, the type of a number.
    fn tensor_of_rank_zero(&self) -> Type {
        let ctx = self.b.ctx();
        ctx.ranked_tensor_type(&[], ctx.f64_type())
    }

    /// A dense attribute of type `ty` holding `values`.
    fn dense(
        &self,
        ty: Type,
        values: &[f64],
        loc: &ast::Location,
    ) -> Result<Attribute, Diagnostic> {
        self.b
            .ctx()
            .dense_float_elements(ty, values)
            .ok_or_else(|| self.error(loc, "the literal's elements do not match its shape"))
    }

    /// A tensor literal's value: its numbers in row-major order, of the
    /// literal's shape.
    fn literal_attr(&self, literal: &Expr) -> Result<Attribute, Diagnostic> {
        let ExprKind::Literal { dims, .. } = &literal.kind else {
            return Err(self.error(&literal.loc, "expected a tensor literal"));
        };
        let mut numbers = Vec::new();
        // Elements are numbers or nested literals; walk them without
        // recursion, in order.
        let mut pending: Vec<&Expr> = vec![literal];
        while let Some(expr) = pending.pop() {
            match &expr.kind {
                ExprKind::Number(n) => numbers.push(*n),
                ExprKind::Literal { values, .. } => pending.extend(values.iter().rev()),
                _ => {
                    let message = "expected a number or a tensor literal in a tensor literal";
                    return Err(self.error(&expr.loc, message));
                }
            }
        }
        let ty = self.tensor(dims);
        // A literal of one number without brackets has no shape: rank 0.
        let ty = if dims.is_empty() { self.tensor_of_rank_zero() } else { ty };
        self.dense(ty, &numbers, &literal.loc)
    }

    /// A struct literal's value (an array of one attribute per element,
    /// nested for nested structs) and its struct type, whose tensor
    /// elements are unranked.
    fn struct_literal_attr(&self, literal: &Expr) -> Result<(Attribute, Type), Diagnostic> {
        let ExprKind::StructLiteral(elements) = &literal.kind else {
            return Err(self.error(&literal.loc, "expected a struct literal"));
        };
        let mut values = Vec::with_capacity(elements.len());
        let mut types = Vec::with_capacity(elements.len());
        for element in elements {
            match &element.kind {
                ExprKind::Number(n) => {
                    values.push(self.dense(self.tensor_of_rank_zero(), &[*n], &element.loc)?);
                    types.push(self.unranked());
                }
                ExprKind::Literal { .. } => {
                    values.push(self.literal_attr(element)?);
                    types.push(self.unranked());
                }
                ExprKind::StructLiteral(_) => {
                    let (value, ty) = self.struct_literal_attr(element)?;
                    values.push(value);
                    types.push(ty);
                }
                _ => {
                    let message = "expected a number, a tensor literal or a struct literal in a \
                                   struct literal";
                    return Err(self.error(&element.loc, message));
                }
            }
        }
        let ctx = self.b.ctx();
        let ty = StructType::get_checked(ctx, self.loc(&literal.loc), types)?;
        Ok((ctx.array_attr(&values), ty.into()))
    }

    /// The index of the field `rhs` names in the struct `lhs` is.
    fn member_index(&self, lhs: &Expr, rhs: &Expr) -> Option<usize> {
        let def = self.struct_of(lhs)?;
        let ExprKind::Variable(name) = &rhs.kind else { return None };
        def.fields.iter().position(|field| &field.name == name)
    }

    /// The struct definition of the value `expr` denotes: a variable
    /// declared with a struct type, or a field of struct type of such a
    /// value.
    fn struct_of(&self, expr: &Expr) -> Option<&'a StructDef> {
        let name = match &expr.kind {
            ExprKind::Variable(name) => self.scope.get(name)?.ty.name.clone(),
            ExprKind::Binary { op: '.', lhs, rhs } => {
                let ExprKind::Variable(field) = &rhs.kind else { return None };
                let parent = self.struct_of(lhs)?;
                parent.fields.iter().find(|f| &f.name == field)?.ty.name.clone()
            }
            _ => return None,
        };
        self.structs.get(&name).map(|(_, def)| *def)
    }
}
