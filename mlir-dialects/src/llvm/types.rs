//! The LLVM dialect's types (`#[type_def]`): `!llvm.ptr`, `!llvm.array`,
//! `!llvm.func`, `!llvm.struct` (literal and identified), `!llvm.target`
//! and the parameterless `void`, `token`, `label`, `metadata`, `x86_amx`,
//! `ppc_fp128`.
//!
//! Inside an LLVM type, another LLVM type is written without its `!llvm.`
//! prefix (`!llvm.array<2 x ptr>`), as mlir-opt prints it; both spellings
//! are read. Builtin types (integers, floats, vectors) are used directly.
//! Every kind here has hand-written parameter syntax for that reason: the
//! nested forms go through [`parse_nested_type`] and [`print_nested_type`].
//!
//! An identified struct (`!llvm.struct<"name", (…)>`) is uniqued by its
//! name alone; its body is set once, possibly after the type was first
//! named, and may refer to the struct itself. The bodies live in the
//! context's [`IdentifiedStructs`] state, not in the uniqued parameters
//! (MLIR's mutable type storage).

use std::cell::RefCell;

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::definitions::interfaces::data_layout::DataLayoutTypeInterface;
use mlir_core::definitions::interfaces::vector_element::VectorElementTypeInterface;
use mlir_core::support::lexer::TokenKind;
use mlir_core::{Context, Type};
use mlir_derive::type_def;
use parking_lot::RwLock;
use rustc_hash::FxHashMap;

use super::Llvm;

/// An LLVM pointer, opaque, in an address space: `!llvm.ptr`,
/// `!llvm.ptr<1>`.
#[type_def(dialect = Llvm, mnemonic = "ptr", parse = parse_ptr, print = print_ptr,
           interfaces = [VectorElementTypeInterface, DataLayoutTypeInterface], ods_name = "LLVMPointerType", summary = "LLVM pointer type")]
pub struct PtrType {
    /// The address space (0, the default, is not written).
    address_space: u32,
}

/// A fixed-size array: `!llvm.array<4 x i32>`.
#[type_def(dialect = Llvm, mnemonic = "array", parse = parse_array, print = print_array,
           verify = verify_array, interfaces = [DataLayoutTypeInterface], ods_name = "LLVMArrayType", summary = "LLVM array type")]
pub struct ArrayType {
    /// The element type.
    element_type: Type,
    /// The number of elements.
    num_elements: u64,
}

/// A function type: one result (`void` for none), parameters, and whether
/// it is variadic: `!llvm.func<i32 (ptr, ...)>`.
#[type_def(dialect = Llvm, mnemonic = "func", parse = parse_function, print = print_function,
           verify = verify_function, ods_name = "LLVMFunctionType",
           summary = "LLVM function type")]
pub struct FunctionType {
    /// The result type (`!llvm.void` for none).
    return_type: Type,
    /// The parameter types.
    params: Vec<Type>,
    /// Whether the function is variadic (`...`).
    var_arg: bool,
}

/// A structure: literal (`!llvm.struct<(i32, ptr)>`, uniqued by its body)
/// or identified (`!llvm.struct<"name", (…)>`, uniqued by its name, its
/// body set once), either of them packed (`packed (…)`); an identified one
/// may be opaque (`opaque`, no body).
///
/// The uniqued parameters are the name (empty for a literal struct) and,
/// for a literal struct only, its packing and body; use
/// [`StructType::body`], [`StructType::is_packed`] and
/// [`StructType::is_opaque`], which read an identified struct's body from
/// the context.
#[type_def(dialect = Llvm, mnemonic = "struct", parse = parse_struct, print = print_struct,
           verify = verify_struct, interfaces = [DataLayoutTypeInterface], ods_name = "LLVMStructType", summary = "LLVM struct type")]
pub struct StructType {
    /// The name of an identified struct; empty for a literal one.
    name: String,
    /// Whether a literal struct is packed (false for an identified one).
    literal_packed: bool,
    /// The body of a literal struct (empty for an identified one).
    literal_body: Vec<Type>,
}

/// A target extension type: `!llvm.target<"name", i32, 0, 1>` (type
/// parameters, then integer parameters).
#[type_def(dialect = Llvm, mnemonic = "target", parse = parse_target, print = print_target,
           ods_name = "LLVMTargetExtType", summary = "LLVM target-specific extension type")]
pub struct TargetExtType {
    /// The target's name for the type.
    ext_type_name: String,
    /// The type parameters.
    type_params: Vec<Type>,
    /// The integer parameters.
    int_params: Vec<u32>,
}

/// The result type of a function that returns nothing: `!llvm.void`.
#[type_def(dialect = Llvm, mnemonic = "void", ods_name = "LLVMVoidType",
           summary = "LLVM void type")]
pub struct VoidType;

/// A token, a value that cannot be inspected: `!llvm.token`.
#[type_def(dialect = Llvm, mnemonic = "token", ods_name = "LLVMTokenType",
           summary = "LLVM token type")]
pub struct TokenType;

/// A label: `!llvm.label`.
#[type_def(dialect = Llvm, mnemonic = "label", ods_name = "LLVMLabelType",
           summary = "LLVM label type")]
pub struct LabelType;

/// Metadata: `!llvm.metadata`.
#[type_def(dialect = Llvm, mnemonic = "metadata", ods_name = "LLVMMetadataType",
           summary = "LLVM metadata type")]
pub struct MetadataType;

/// A value in an x86 AMX tile register: `!llvm.x86_amx`.
#[type_def(dialect = Llvm, mnemonic = "x86_amx", ods_name = "LLVMX86AMXType",
           summary = "LLVM x86_amx type")]
pub struct X86AmxType;

/// The PowerPC double-double float: `!llvm.ppc_fp128`.
#[type_def(dialect = Llvm, mnemonic = "ppc_fp128", ods_name = "LLVMPPCFP128Type",
           interfaces = [DataLayoutTypeInterface], summary = "128 bit PowerPC floating point")]
pub struct PpcFp128Type;

/// A pointer may be the element of a builtin vector (`vector<4x!llvm.ptr>`).
impl VectorElementTypeInterface for PtrType {}

// ---------------------------------------------------------------------------
// Identified structs: bodies kept by the context
// ---------------------------------------------------------------------------

/// The body of an identified struct, once set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StructBody {
    /// Declared opaque: it has no body.
    Opaque,
    /// Its element types, and whether it is packed.
    Elements {
        /// Whether the struct is packed.
        packed: bool,
        /// The element types.
        types: Vec<Type>,
    },
}

/// The bodies of the identified structs of a context, by name
/// ([`Context::dialect_state`]): set once each, read by every thread.
#[derive(Default)]
pub struct IdentifiedStructs {
    bodies: RwLock<FxHashMap<String, StructBody>>,
}

impl StructType {
    /// The literal struct of `types`.
    pub fn literal(ctx: &Context, types: Vec<Type>, packed: bool) -> StructType {
        StructType::get(ctx, String::new(), packed, types)
    }

    /// The identified struct named `name` (not empty), with or without a
    /// body yet.
    pub fn identified(ctx: &Context, name: &str) -> StructType {
        assert!(!name.is_empty(), "an identified struct needs a name");
        StructType::get(ctx, name.to_owned(), false, Vec::new())
    }

    /// Sets the body of an identified struct. Setting the body it already
    /// has succeeds; another body is refused (MLIR's `setBody`).
    pub fn set_body(self, ctx: &Context, body: StructBody) -> Result<(), StructBody> {
        assert!(self.is_identified(ctx), "setting the body of a literal struct");
        let state = ctx.dialect_state::<IdentifiedStructs>();
        let mut bodies = state.bodies.write();
        match bodies.get(self.name(ctx)) {
            Some(existing) if *existing == body => Ok(()),
            Some(existing) => Err(existing.clone()),
            None => {
                bodies.insert(self.name(ctx).to_owned(), body);
                Ok(())
            }
        }
    }

    /// Whether this is an identified struct (it has a name).
    pub fn is_identified(self, ctx: &Context) -> bool {
        !self.name(ctx).is_empty()
    }

    /// The body an identified struct was given, if any (`None` for a
    /// literal struct, whose body is its parameter).
    pub fn identified_body(self, ctx: &Context) -> Option<StructBody> {
        if !self.is_identified(ctx) {
            return None;
        }
        let state = ctx.dialect_state::<IdentifiedStructs>();
        let bodies = state.bodies.read();
        bodies.get(self.name(ctx)).cloned()
    }

    /// Whether an identified struct has been given a body (or declared
    /// opaque); a literal struct always is.
    pub fn is_initialized(self, ctx: &Context) -> bool {
        !self.is_identified(ctx) || self.identified_body(ctx).is_some()
    }

    /// The element types (none for an opaque or uninitialized struct).
    pub fn body(self, ctx: &Context) -> Vec<Type> {
        if !self.is_identified(ctx) {
            return self.literal_body(ctx);
        }
        match self.identified_body(ctx) {
            Some(StructBody::Elements { types, .. }) => types,
            _ => Vec::new(),
        }
    }

    /// Whether the struct is packed.
    pub fn is_packed(self, ctx: &Context) -> bool {
        if !self.is_identified(ctx) {
            return self.literal_packed(ctx);
        }
        matches!(self.identified_body(ctx), Some(StructBody::Elements { packed: true, .. }))
    }

    /// Whether the struct is an identified struct declared opaque.
    pub fn is_opaque(self, ctx: &Context) -> bool {
        matches!(self.identified_body(ctx), Some(StructBody::Opaque))
    }
}

// ---------------------------------------------------------------------------
// Validity of nested types (the messages of mlir-opt's type verifiers)
// ---------------------------------------------------------------------------

/// Whether `ty` may be an element of an array or a struct: not `void`,
/// `label`, `metadata`, `token` or a function type.
pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
    !(VoidType::isa(ctx, ty)
        || LabelType::isa(ctx, ty)
        || MetadataType::isa(ctx, ty)
        || TokenType::isa(ctx, ty)
        || FunctionType::isa(ctx, ty))
}

/// The type as mlir-opt quotes it in a message.
fn quoted(ctx: &Context, ty: Type) -> String {
    format!("'{}'", mlir_core::asm::printer::type_to_string(ctx, ty))
}

fn verify_array(ctx: &Context, element: &Type, _count: &u64) -> Result<(), String> {
    if is_valid_element_type(ctx, *element) {
        Ok(())
    } else {
        Err(format!("invalid array element type: {}", quoted(ctx, *element)))
    }
}

fn verify_function(
    ctx: &Context,
    result: &Type,
    params: &[Type],
    _var_arg: &bool,
) -> Result<(), String> {
    if FunctionType::isa(ctx, *result)
        || MetadataType::isa(ctx, *result)
        || LabelType::isa(ctx, *result)
    {
        return Err(format!("invalid function result type: {}", quoted(ctx, *result)));
    }
    for &param in params {
        if VoidType::isa(ctx, param) || FunctionType::isa(ctx, param) {
            return Err(format!("invalid function argument type: {}", quoted(ctx, param)));
        }
    }
    Ok(())
}

fn verify_struct(ctx: &Context, _name: &str, _packed: &bool, body: &[Type]) -> Result<(), String> {
    check_struct_elements(ctx, body)
}

/// The struct body check, shared by literal and identified structs.
fn check_struct_elements(ctx: &Context, body: &[Type]) -> Result<(), String> {
    match body.iter().find(|&&ty| !is_valid_element_type(ctx, ty)) {
        Some(&bad) => Err(format!("invalid LLVM structure element type: {}", quoted(ctx, bad))),
        None => Ok(()),
    }
}

// ---------------------------------------------------------------------------
// Nested types: LLVM types without their prefix
// ---------------------------------------------------------------------------

/// Reads a type inside an LLVM type: any type in full (`i32`, `!llvm.ptr`,
/// `vector<4xf32>`), or an LLVM type without its prefix (`ptr<1>`,
/// `struct<(i32)>`).
pub fn parse_nested_type(p: &mut Parser<'_>) -> PResult<Type> {
    if p.at_type() {
        return p.parse_any_type();
    }
    // The keyword forms recurse through this module's parsers, not the
    // core's: each level is counted and may grow the stack.
    p.nested_level(parse_unprefixed_type)
}

/// An LLVM type without its prefix, after [`parse_nested_type`] found no
/// type in full.
fn parse_unprefixed_type(p: &mut Parser<'_>) -> PResult<Type> {
    let at = p.offset();
    let keyword = p.parse_keyword()?;
    let ctx = p.context();
    let ty = match keyword.as_str() {
        "ptr" => {
            let (space,) = parse_ptr(p)?;
            PtrType::get(ctx, space).into()
        }
        "array" => {
            let (element, count) = parse_array(p)?;
            checked(p, at, ArrayType::get_checked(ctx, ctx.unknown_loc(), element, count))?
        }
        "func" => {
            let (result, params, var_arg) = parse_function(p)?;
            checked(
                p,
                at,
                FunctionType::get_checked(ctx, ctx.unknown_loc(), result, params, var_arg),
            )?
        }
        "struct" => {
            let (name, packed, body) = parse_struct(p)?;
            checked(p, at, StructType::get_checked(ctx, ctx.unknown_loc(), name, packed, body))?
        }
        "target" => {
            let (name, types, ints) = parse_target(p)?;
            TargetExtType::get(ctx, name, types, ints).into()
        }
        "void" => VoidType::get(ctx).into(),
        "token" => TokenType::get(ctx).into(),
        "label" => LabelType::get(ctx).into(),
        "metadata" => MetadataType::get(ctx).into(),
        "x86_amx" => X86AmxType::get(ctx).into(),
        "ppc_fp128" => PpcFp128Type::get(ctx).into(),
        other => return Err(p.error_at_offset(at, format!("unknown LLVM type: {other}"))),
    };
    Ok(ty)
}

/// A type a nested `get_checked` made, or its message at `at`.
fn checked<T: Into<Type>>(
    p: &Parser<'_>,
    at: usize,
    made: Result<T, mlir_core::context::diagnostics::Diagnostic>,
) -> PResult<Type> {
    made.map(Into::into).map_err(|d| p.error_at_offset(at, d.message))
}

/// Writes a type inside an LLVM type: an LLVM type without its prefix,
/// any other type in full.
pub fn print_nested_type(p: &mut AsmPrinter<'_>, ty: Type) {
    // Recursing through this module's printers: the stack may grow.
    p.nested_level(|p| print_unprefixed_type(p, ty));
}

/// An LLVM type without its prefix, any other type in full.
fn print_unprefixed_type(p: &mut AsmPrinter<'_>, ty: Type) {
    let ctx = p.ctx();
    if let Some(ptr) = PtrType::try_from(ctx, ty) {
        p.write_str("ptr");
        print_ptr(p, ptr);
    } else if let Some(array) = ArrayType::try_from(ctx, ty) {
        p.write_str("array");
        print_array(p, array);
    } else if let Some(function) = FunctionType::try_from(ctx, ty) {
        p.write_str("func");
        print_function(p, function);
    } else if let Some(st) = StructType::try_from(ctx, ty) {
        p.write_str("struct");
        print_struct(p, st);
    } else if let Some(target) = TargetExtType::try_from(ctx, ty) {
        p.write_str("target");
        print_target(p, target);
    } else if VoidType::isa(ctx, ty) {
        p.write_str("void");
    } else if TokenType::isa(ctx, ty) {
        p.write_str("token");
    } else if LabelType::isa(ctx, ty) {
        p.write_str("label");
    } else if MetadataType::isa(ctx, ty) {
        p.write_str("metadata");
    } else if X86AmxType::isa(ctx, ty) {
        p.write_str("x86_amx");
    } else if PpcFp128Type::isa(ctx, ty) {
        p.write_str("ppc_fp128");
    } else {
        p.print_type(ty);
    }
}

/// Reads a comma-separated list of nested types up to `)` (consumed).
fn parse_nested_types_to_rparen(p: &mut Parser<'_>) -> PResult<Vec<Type>> {
    let mut types = Vec::new();
    if p.parse_optional_rparen() {
        return Ok(types);
    }
    loop {
        types.push(parse_nested_type(p)?);
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rparen()?;
    Ok(types)
}

/// Writes nested types separated by `, `.
fn print_nested_types(p: &mut AsmPrinter<'_>, types: &[Type]) {
    for (i, &ty) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_nested_type(p, ty);
    }
}

// ---------------------------------------------------------------------------
// Parameter syntax of each kind
// ---------------------------------------------------------------------------

/// An unsigned 32-bit integer as MLIR reads one (`-1` wraps).
fn parse_u32(p: &mut Parser<'_>) -> PResult<u32> {
    let at = p.offset();
    let value = p.parse_integer_i64()?;
    u32::try_from(value)
        .or_else(|_| i32::try_from(value).map(|v| v as u32))
        .map_err(|_| p.error_at_offset(at, "integer value too large"))
}

/// Adds mlir-opt's "failed to parse KIND parameter 'NAME' which is to be a
/// `CPP`" to an error in a parameter, at the token where reading stopped.
fn in_parameter<T>(
    p: &Parser<'_>,
    read: PResult<T>,
    kind: &str,
    name: &str,
    cpp: &str,
) -> PResult<T> {
    read.map_err(|mut e| {
        let message = format!("failed to parse {kind} parameter '{name}' which is to be a `{cpp}`");
        e.more.push((p.offset(), p.emitted(message)));
        e
    })
}

fn parse_ptr(p: &mut Parser<'_>) -> PResult<(u32,)> {
    if !p.at(TokenKind::Less) {
        return Ok((0,));
    }
    p.parse_less()?;
    let space = parse_u32(p);
    let space = in_parameter(p, space, "LLVMPointerType", "addressSpace", "unsigned")?;
    p.parse_greater()?;
    Ok((space,))
}

fn print_ptr(p: &mut AsmPrinter<'_>, ptr: PtrType) {
    let space = ptr.address_space(p.ctx());
    if space != 0 {
        p.write_char('<');
        p.write_u64(u64::from(space));
        p.write_char('>');
    }
}

fn parse_array(p: &mut Parser<'_>) -> PResult<(Type, u64)> {
    p.parse_less()?;
    // A negative count wraps, as mlir-opt reads an unsigned integer.
    let count = p.parse_integer_i64()? as u64;
    p.parse_literal("x")?;
    let element = parse_nested_type(p)?;
    p.parse_greater()?;
    Ok((element, count))
}

fn print_array(p: &mut AsmPrinter<'_>, array: ArrayType) {
    let ctx = p.ctx();
    p.write_char('<');
    p.write_u64(array.num_elements(ctx));
    p.write_str(" x ");
    print_nested_type(p, array.element_type(ctx));
    p.write_char('>');
}

fn parse_function(p: &mut Parser<'_>) -> PResult<(Type, Vec<Type>, bool)> {
    p.parse_less()?;
    let result = parse_nested_type(p)?;
    p.parse_lparen()?;
    let mut params = Vec::new();
    let mut var_arg = false;
    if !p.parse_optional_rparen() {
        loop {
            if p.parse_optional_ellipsis() {
                var_arg = true;
                break;
            }
            params.push(parse_nested_type(p)?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    p.parse_greater()?;
    Ok((result, params, var_arg))
}

fn print_function(p: &mut AsmPrinter<'_>, function: FunctionType) {
    let ctx = p.ctx();
    p.write_char('<');
    print_nested_type(p, function.return_type(ctx));
    p.write_str(" (");
    let params = function.params(ctx);
    print_nested_types(p, &params);
    if function.var_arg(ctx) {
        p.write_str(if params.is_empty() { "..." } else { ", ..." });
    }
    p.write_str(")>");
}

thread_local! {
    /// The identified structs being read on this thread, innermost last:
    /// a reference to one of them without a body is the recursion.
    static STRUCTS_BEING_PARSED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// The identified structs being written on this thread: a nested
    /// occurrence of one is written by name only.
    static STRUCTS_BEING_PRINTED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Pushes `name` on a per-thread stack for as long as it lives.
struct StackEntry(&'static std::thread::LocalKey<RefCell<Vec<String>>>);

impl StackEntry {
    fn push(stack: &'static std::thread::LocalKey<RefCell<Vec<String>>>, name: &str) -> Self {
        stack.with(|s| s.borrow_mut().push(name.to_owned()));
        StackEntry(stack)
    }
}

impl Drop for StackEntry {
    fn drop(&mut self) {
        self.0.with(|s| s.borrow_mut().pop());
    }
}

fn parse_struct(p: &mut Parser<'_>) -> PResult<(String, bool, Vec<Type>)> {
    p.parse_less()?;
    if !p.at(TokenKind::String) {
        // A literal struct: `(…)` or `packed (…)`.
        let packed = p.parse_optional_keyword("packed");
        p.parse_lparen()?;
        let body = parse_nested_types_to_rparen(p)?;
        p.parse_greater()?;
        return Ok((String::new(), packed, body));
    }
    let name = String::from_utf8_lossy(&p.token_string_value()).into_owned();
    p.skip_token();
    let ctx = p.context();
    let st = StructType::identified(ctx, &name);
    if p.at(TokenKind::Greater) {
        // A reference by name: only inside the definition of that struct.
        let recursive = STRUCTS_BEING_PARSED.with(|s| s.borrow().contains(&name));
        if !recursive {
            return Err(
                p.error_at_token("struct without a body only allowed in a recursive struct")
            );
        }
        p.parse_greater()?;
        return Ok((name, false, Vec::new()));
    }
    p.parse_token(TokenKind::Comma, "expected ','")?;
    let mut body_at = p.offset();
    let body = if p.parse_optional_keyword("opaque") {
        StructBody::Opaque
    } else {
        let packed = p.parse_optional_keyword("packed");
        p.parse_lparen()?;
        // mlir-opt reports a different body after its `(`.
        body_at = p.offset();
        let _entry = StackEntry::push(&STRUCTS_BEING_PARSED, &name);
        let types = parse_nested_types_to_rparen(p)?;
        check_struct_elements(ctx, &types).map_err(|m| p.error_at_offset(body_at, m))?;
        StructBody::Elements { packed, types }
    };
    if st.set_body(ctx, body).is_err() {
        return Err(
            p.error_at_offset(body_at, "identified type already used with a different body")
        );
    }
    p.parse_greater()?;
    Ok((name, false, Vec::new()))
}

fn print_struct(p: &mut AsmPrinter<'_>, st: StructType) {
    let ctx = p.ctx();
    p.write_char('<');
    if st.is_identified(ctx) {
        let name = st.name(ctx).to_owned();
        p.print_string(name.as_bytes());
        let recursive = STRUCTS_BEING_PRINTED.with(|s| s.borrow().contains(&name));
        match st.identified_body(ctx) {
            _ if recursive => {}
            None => {}
            Some(StructBody::Opaque) => p.write_str(", opaque"),
            Some(StructBody::Elements { packed, types }) => {
                p.write_str(if packed { ", packed (" } else { ", (" });
                let _entry = StackEntry::push(&STRUCTS_BEING_PRINTED, &name);
                print_nested_types(p, &types);
                p.write_char(')');
            }
        }
    } else {
        p.write_str(if st.literal_packed(ctx) { "packed (" } else { "(" });
        print_nested_types(p, &st.literal_body(ctx));
        p.write_char(')');
    }
    p.write_char('>');
}

fn parse_target(p: &mut Parser<'_>) -> PResult<(String, Vec<Type>, Vec<u32>)> {
    p.parse_less()?;
    if !p.at(TokenKind::String) {
        let missing = Err(p.error_at_token("expected string"));
        let cpp = "::llvm::StringRef";
        return in_parameter(p, missing, "LLVMTargetExtType", "extTypeName", cpp);
    }
    let name = String::from_utf8_lossy(&p.token_string_value()).into_owned();
    p.skip_token();
    let (mut types, mut ints) = (Vec::new(), Vec::new());
    while p.parse_optional_comma() {
        if p.at(TokenKind::Integer) {
            ints.push(parse_u32(p)?);
        } else if ints.is_empty() {
            types.push(parse_nested_type(p)?);
        } else {
            return Err(
                p.error_at_token("failed to parse parameter list for target extension type")
            );
        }
    }
    p.parse_greater()?;
    Ok((name, types, ints))
}

fn print_target(p: &mut AsmPrinter<'_>, target: TargetExtType) {
    let ctx = p.ctx();
    p.write_char('<');
    let name = target.ext_type_name(ctx).to_owned();
    p.print_string(name.as_bytes());
    // Unlike other LLVM types, the parameters are written in full.
    for ty in target.type_params(ctx) {
        p.write_str(", ");
        p.print_type(ty);
    }
    for n in target.int_params(ctx) {
        p.write_str(", ");
        p.write_u64(u64::from(n));
    }
    p.write_char('>');
}
