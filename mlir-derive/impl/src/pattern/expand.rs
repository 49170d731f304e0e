//! Stage 4: a pattern's `RewritePattern` impl. The matcher reads the IR
//! (no allocation, the op name first), one statement per fact, each
//! failing with a literal reason; the guard follows; then the rewrite
//! creates the result ops innermost first at the root (each through the
//! `#[op]` glue: its arguments by field, its result types from the root's
//! results it replaces, inferred, or given), and replaces the root.
//! User tokens keep their spans, so rustc reports a misspelt field, a
//! wrong type or a missing trait at the pattern's own token. Every op
//! path is named once, by an alias `__OpN = <Path as PatternOp>::This`
//! spanned at it: a path naming no op is one error there, and the uses of
//! the alias (the matcher, the rewrite, the compile-time checks) add none.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::check::CheckedPattern;
use super::model::{Args, OpPat, PatternModel, ResNode, ResOp, ResStmt, SrcNode};
use crate::crate_path::private_path;
use crate::spans::at;

/// The expansion of a checked pattern.
pub(crate) fn expand(checked: &CheckedPattern) -> TokenStream {
    let model = &checked.model;
    let private = private_path(model.crate_path.as_ref());
    let item = &model.item;
    let ident = &model.ident;
    let mut code = Gen::new();
    code.commutative = model.commutative;
    code.conversion = model.conversion;

    let (root_ty, matcher) = matcher(&mut code, model);
    let (rewriter, erased, counts) = rewriter(&mut code, model);
    // The root named as its own replacement stays: the pattern replaced or
    // erased other matched ops.
    let keeps_root = matches!(
        (model.result.values.as_slice(), &model.root.binding),
        ([ResNode::Binding(name)], Some(root)) if name == root
    );
    let replace = if keeps_root {
        quote!()
    } else {
        quote!(__mlir::pattern::replace_root(rw, __root, &__values, &__created)?;)
    };
    let benefit = (model.root.count_ops() as i32 + model.benefit).clamp(0, u16::MAX as i32) as u16;
    let debug_name = match &model.debug_name {
        Some(name) => quote!(#name),
        None => {
            let name = ident.to_string();
            quote!(#name)
        }
    };
    let mut shape =
        Shape { names: BTreeSet::new(), conditional: model.guard.is_some(), code: &mut code };
    let shape_root = shape.op(&model.root);
    let conditional = shape.conditional;
    let generated: Vec<&syn::Ident> = code.created.iter().map(|(_, ty)| ty).collect();
    let (consts, aliases) = (&code.consts, &code.aliases);
    // A `commutative` pattern matches more than its shape says: it is not
    // compared.
    let shape_result = if model.commutative {
        quote!(::core::option::Option::None)
    } else {
        quote!(::core::option::Option::Some(&SHAPE))
    };
    let root_count = quote_spanned! {at(model.result.span)=>
        const _: () = __mlir::pattern::check_result_count(
            <#root_ty as __mlir::OpNameConst>::NAME,
            <#root_ty as __mlir::PatternOp>::NUM_RESULTS,
            __mlir::pattern::sum_counts(&[#(#counts),*]),
        );
    };
    let body = quote! {
        let __root = op;
        let ir: &__mlir::IrView = rw;
        #(#matcher)*
        #(#rewriter)*
        #replace
        #(__mlir::pattern::erase_if_unused(rw, __mlir::OpType::as_op(#erased));)*
        ::core::result::Result::Ok(())
    };
    let common = quote! {
        fn root(&self) -> __mlir::PatternRoot {
            __mlir::PatternRoot::Name(<#root_ty as __mlir::OpNameConst>::NAME)
        }

        fn benefit(&self) -> u16 {
            #benefit
        }

        fn generated_ops(&self) -> &[&'static str] {
            &[#(<#generated as __mlir::OpNameConst>::NAME),*]
        }

        fn debug_name(&self) -> &str {
            #debug_name
        }
    };
    let allow = quote! {
        #[allow(unused_variables, unused_braces, unused_parens, non_snake_case, clippy::all)]
    };
    // A conversion rule is a conversion pattern; the driver's remapped
    // operands are not read: every value the rule gives is converted
    // where it is given.
    let pattern_impl = if model.conversion {
        quote! {
            #[automatically_derived]
            #[allow(unused_qualifications)]
            impl __mlir::ConversionPattern for #ident {
                #common

                #allow
                fn match_and_rewrite(
                    &self,
                    op: __mlir::Op,
                    _: &[__mlir::ValueVector],
                    rw: &mut __mlir::PatternRewriter<'_>,
                ) -> __mlir::RewriteResult {
                    #body
                }
            }
        }
    } else {
        quote! {
            #[automatically_derived]
            #[allow(unused_qualifications)]
            impl __mlir::RewritePattern for #ident {
                #common

                fn source_shape(&self) -> ::core::option::Option<&'static __mlir::SourceShape> {
                    static SHAPE: __mlir::SourceShape = __mlir::SourceShape {
                        root: #shape_root,
                        conditional: #conditional,
                    };
                    #shape_result
                }

                #allow
                fn match_and_rewrite(
                    &self,
                    op: __mlir::Op,
                    rw: &mut __mlir::PatternRewriter<'_>,
                ) -> __mlir::RewriteResult {
                    #body
                }
            }
        }
    };
    quote! {
        #item

        // Paths to the runtime stand at the pattern's tokens, where errors
        // about them belong; a crate importing the prelude would see them
        // as needless qualifications.
        #[allow(unused_qualifications)]
        const _: () = {
            use #private as __mlir;

            #(#aliases)*
            #(#consts)*
            #root_count

            #[automatically_derived]
            impl ::core::default::Default for #ident {
                fn default() -> Self {
                    #ident
                }
            }

            #pattern_impl
        };
    }
}

/// The statements matching the source DAG and checking the guard, and
/// the root op's type.
fn matcher(code: &mut Gen, model: &PatternModel) -> (syn::Ident, Vec<TokenStream>) {
    let root_path = &model.root.path;
    let root_ty = code.op_ty(root_path);
    let root = code.fresh_op(root_path);
    code.stmts.push(quote_spanned! {at(root_path.span())=>
        let #root = <#root_ty as __mlir::OpType>::from_op_unchecked(op);
    });
    code.matched.push(root.clone());
    if let Some(name) = &model.root.binding {
        code.bind_op(name, &root, &root_ty);
    }
    code.op_args(&model.root, &root);
    if let Some(guard) = &model.guard {
        let fail = code.fail("the guard does not hold");
        code.stmts.push(quote_spanned! {at(guard.span())=>
            if !(#guard) { #fail }
        });
    }
    (root_ty, std::mem::take(&mut code.stmts))
}

/// The statements creating the result and replacing matched ops, the
/// ops erased afterwards, and the number of values each replacing node
/// stands for.
fn rewriter(
    code: &mut Gen,
    model: &PatternModel,
) -> (Vec<TokenStream>, Vec<syn::Ident>, Vec<TokenStream>) {
    let matched = &code.matched;
    let loc = match &model.loc {
        Some(items) => fused_of(items),
        None => quote! {
            __mlir::pattern::fused(rw, &[#(__mlir::OpType::as_op(#matched).loc(rw)),*])
        },
    };
    code.stmts.push(quote! {
        let loc: __mlir::Location = #loc;
        let mut __created: __mlir::SmallVec<[__mlir::Op; 4]> = __mlir::SmallVec::new();
        let mut __values: __mlir::SmallVec<[__mlir::Value; 4]> = __mlir::SmallVec::new();
    });
    if code.conversion {
        // Before anything is created: a type the converter cannot convert
        // fails the match with the IR untouched.
        code.stmts.push(quote! {
            let __root_types = match __mlir::conversion_rule::converted_root_types(rw, __root) {
                ::core::result::Result::Ok(types) => types,
                ::core::result::Result::Err(reason) => return rw.notify_match_failure(__root, reason),
            };
        });
    }
    let mut erased = Vec::new();
    for stmt in &model.result.stmts {
        match stmt {
            ResStmt::Let(name, node) => {
                let fresh = match node {
                    ResNode::Binding(other) => code.fresh_names.contains(&other.to_string()),
                    ResNode::Op(_) | ResNode::Native(_) => true,
                };
                let value = code.res_value(node, Types::Inferred);
                code.stmts.push(quote_spanned!(at(name.span())=> let #name = #value;));
                if let ResNode::Op(op) = node {
                    let ty = code.op_ty(&op.path);
                    code.op_tys.insert(name.to_string(), ty);
                }
                if fresh {
                    code.fresh_names.insert(name.to_string());
                }
            }
            ResStmt::Replace(name, node) => {
                let push = code.push_value(node, Types::Inferred, quote!(values));
                code.stmts.push(quote_spanned!{at(name.span())=>
                    {
                        let mut values: __mlir::SmallVec<[__mlir::Value; 4]> = __mlir::SmallVec::new();
                        #push
                        if let ::core::result::Result::Err(failure) = __mlir::pattern::replace_matched(
                            rw, __mlir::OpType::as_op(#name), &values, &__created, __root,
                        ) {
                            return ::core::result::Result::Err(failure);
                        }
                    }
                });
            }
            ResStmt::Erase(name) => erased.push(name.clone()),
        }
    }
    let mut counts = Vec::new();
    for node in &model.result.values {
        counts.push(code.count_of(node));
        let push = code.push_value(node, Types::Root, quote!(__values));
        code.stmts.push(push);
    }
    (std::mem::take(&mut code.stmts), erased, counts)
}

/// What a result op's argument is given.
enum Given {
    /// A binding or a created op, converted to what the op takes.
    Item(TokenStream),
    /// A matched item in a conversion rule: as `Item`, its values the
    /// conversion's current ones, in the converted types.
    Converted(TokenStream),
    /// Rust giving exactly what the op takes.
    Native(TokenStream),
}

/// Where a result op takes its result types from.
#[derive(Copy, Clone)]
enum Types {
    /// The root's results it replaces (a top-level result op).
    Root,
    /// Its own inference (a nested or `let`-bound op).
    Inferred,
}

/// The code being generated, with what the generator has learnt.
struct Gen {
    stmts: Vec<TokenStream>,
    /// Compile-time checks (items), each once.
    consts: Vec<TokenStream>,
    /// What each compile-time check checks, to emit it once.
    const_keys: BTreeSet<String>,
    /// The op aliases (items), one per op path written.
    aliases: Vec<TokenStream>,
    /// The alias of each op path written, by its place in the model.
    alias_of: BTreeMap<*const syn::Path, syn::Ident>,
    counter: usize,
    /// The variables of matched ops, root first, in pattern order.
    matched: Vec<syn::Ident>,
    /// The names bound so far (a second binding is an equality).
    bound: BTreeSet<String>,
    /// The op alias of each name bound to an op.
    op_tys: BTreeMap<String, syn::Ident>,
    /// The op types the result creates (each path once, with its first
    /// alias).
    created: Vec<(syn::Path, syn::Ident)>,
    /// The names bound so far, in order.
    bound_order: Vec<syn::Ident>,
    /// What a failed fact does instead of failing the match (`continue`
    /// inside an `either`).
    fail_stmt: Option<TokenStream>,
    /// The `commutative` option.
    commutative: bool,
    /// The `conversion` option.
    conversion: bool,
    /// The names a result's `let` binds to what the rewrite creates (an op,
    /// Rust), whose values a conversion rule gives as they are.
    fresh_names: BTreeSet<String>,
}

impl Gen {
    fn new() -> Self {
        Gen {
            stmts: Vec::new(),
            consts: Vec::new(),
            const_keys: BTreeSet::new(),
            aliases: Vec::new(),
            alias_of: BTreeMap::new(),
            counter: 0,
            matched: Vec::new(),
            bound: BTreeSet::new(),
            op_tys: BTreeMap::new(),
            created: Vec::new(),
            bound_order: Vec::new(),
            fail_stmt: None,
            commutative: false,
            conversion: false,
            fresh_names: BTreeSet::new(),
        }
    }

    fn fresh(&mut self, prefix: &str, span: Span) -> syn::Ident {
        self.counter += 1;
        format_ident!("__{}{}", prefix, self.counter, span = at(span))
    }

    fn fresh_op(&mut self, path: &syn::Path) -> syn::Ident {
        self.fresh("op", path.span())
    }

    /// The alias naming the op of `path` (this occurrence in the model),
    /// declared on first use at the path's span.
    fn op_ty(&mut self, path: &syn::Path) -> syn::Ident {
        if let Some(ty) = self.alias_of.get(&(path as *const syn::Path)) {
            return ty.clone();
        }
        let ty = self.fresh("Op", path.span());
        self.aliases.push(quote_spanned! {at(path.span())=>
            type #ty = <#path as __mlir::PatternOp>::This;
        });
        self.alias_of.insert(path as *const syn::Path, ty.clone());
        ty
    }

    /// Adds compile-time check `check` of `path`'s op unless the same
    /// check (`key`) of the same path is there already.
    fn push_const(&mut self, path: &syn::Path, key: String, check: TokenStream) {
        if self.const_keys.insert(format!("{} {key}", quote!(#path))) {
            self.consts.push(check);
        }
    }

    /// The statement failing the match with a literal reason (inside an
    /// `either`, trying the next order).
    fn fail(&self, reason: &str) -> TokenStream {
        match &self.fail_stmt {
            Some(stmt) => stmt.clone(),
            None => quote!(return __mlir::pattern::no_match(rw, __root, #reason);),
        }
    }

    fn bind_op(&mut self, name: &syn::Ident, var: &syn::Ident, ty: &syn::Ident) {
        self.op_tys.insert(name.to_string(), ty.clone());
        self.bind(name, var);
    }

    /// Binds `name` to `var`, or checks equality when it is bound already.
    fn bind(&mut self, name: &syn::Ident, var: &syn::Ident) {
        if self.bound.insert(name.to_string()) {
            self.bound_order.push(name.clone());
            self.stmts.push(quote_spanned!(at(name.span())=> let #name = #var;));
        } else {
            let fail = self.fail("a name bound twice matched two different things");
            self.stmts.push(quote_spanned!(at(name.span())=> if #name != #var { #fail }));
        }
    }

    /// Matches the arguments of the op in `var`.
    fn op_args(&mut self, op: &OpPat, var: &syn::Ident) {
        let path = &op.path;
        let ty = self.op_ty(path);
        match &op.args {
            Args::Named { fields, rest } => {
                if !rest {
                    let names: Vec<String> = fields.iter().map(|(n, _)| n.to_string()).collect();
                    self.push_const(
                        path,
                        format!("named {names:?}"),
                        quote_spanned! {at(path.span())=>
                            const _: () = __mlir::pattern::check_named(
                                <#ty as __mlir::OpNameConst>::NAME,
                                <#ty as __mlir::PatternOp>::ARG_NAMES,
                                &[#(#names),*],
                            );
                        },
                    );
                }
                // Each field read by name: a misspelt one is rustc's
                // error at its token.
                for (name, node) in fields {
                    let marker =
                        quote_spanned!(at(name.span())=> <#ty as __mlir::PatternOp>::FIELDS.#name);
                    if matches!(node, SrcNode::Wild) {
                        self.stmts.push(quote_spanned!(at(name.span())=> let _ = #marker;));
                        continue;
                    }
                    let value = self.fresh("a", name.span());
                    let var = respan(var, name.span());
                    self.stmts.push(quote_spanned! {at(name.span())=>
                        let #value = __mlir::pattern::read_arg(#marker, #var, ir);
                    });
                    self.node(node, &value);
                }
            }
            Args::Positional { items, rest } => {
                let width =
                    |node: &SrcNode| if matches!(node, SrcNode::Either(..)) { 2 } else { 1 };
                if !rest {
                    let n: usize = items.iter().map(|(_, node)| width(node)).sum();
                    self.check_positional(path, &ty, n);
                }
                // `commutative`: the first two positions of a commutative
                // op match in either order.
                let auto_either = self.commutative
                    && items.len() >= 2
                    && items[..2]
                        .iter()
                        .all(|(_, n)| !matches!(n, SrcNode::Either(..) | SrcNode::Wild));
                let mut pos = 0;
                for (k, (span, node)) in items.iter().enumerate() {
                    let span = *span;
                    if auto_either && k == 1 {
                        continue;
                    }
                    if auto_either && k == 0 {
                        let (a, b) = (self.read_at(var, 0, span), self.read_at(var, 1, items[1].0));
                        let cond = quote!(__mlir::pattern::is_commutative(ir, #var));
                        self.either(node, &items[1].1, &a, &b, Some(cond), span);
                        pos = 2;
                        continue;
                    }
                    match node {
                        SrcNode::Wild => {
                            self.push_const(
                                path,
                                format!("has {pos}"),
                                quote_spanned! {at(span)=>
                                    const _: () = __mlir::pattern::has_arg::<#ty, #pos>();
                                },
                            );
                            pos += 1;
                        }
                        SrcNode::Either(p, q) => {
                            let (a, b) =
                                (self.read_at(var, pos, span), self.read_at(var, pos + 1, span));
                            self.either(p, q, &a, &b, None, span);
                            pos += 2;
                        }
                        _ => {
                            let value = self.read_at(var, pos, span);
                            self.node(node, &value);
                            pos += 1;
                        }
                    }
                }
            }
        }
    }

    /// Reads argument `pos` of the op in `var` into a fresh variable.
    fn read_at(&mut self, var: &syn::Ident, pos: usize, span: Span) -> syn::Ident {
        let value = self.fresh("a", span);
        let var = respan(var, span);
        self.stmts.push(quote_spanned! {at(span)=>
            let #value = __mlir::pattern::read_arg(__mlir::Arg::<#pos>::NEW, #var, ir);
        });
        value
    }

    /// The compile-time check that positional op `path` (alias `ty`)
    /// without `..` gives its `n` arguments.
    fn check_positional(&mut self, path: &syn::Path, ty: &syn::Ident, n: usize) {
        self.push_const(
            path,
            format!("positional {n}"),
            quote_spanned! {at(path.span())=>
                const _: () = __mlir::pattern::check_positional(
                    <#ty as __mlir::OpNameConst>::NAME,
                    <#ty as __mlir::PatternOp>::NUM_ARGS,
                    #n,
                );
            },
        );
    }

    /// Matches `p` and `q` against the values in `a` and `b`, in this order
    /// or swapped (swapped only while `cond` holds, when given): the
    /// matching runs in a loop over the two orders, whose failures try the
    /// next order, and exports the names and ops it bound.
    fn either(
        &mut self,
        p: &SrcNode,
        q: &SrcNode,
        a: &syn::Ident,
        b: &syn::Ident,
        cond: Option<TokenStream>,
        span: Span,
    ) {
        let exhausted = self.fail("no order of the operands matches");
        let outer_stmts = std::mem::take(&mut self.stmts);
        let outer_fail = self.fail_stmt.replace(quote!(continue;));
        let (bound_before, matched_before) = (self.bound_order.len(), self.matched.len());
        let (pv, qv) = (self.fresh("p", span), self.fresh("q", span));
        self.stmts.push(quote! {
            let (#pv, #qv) = if __swap { (#b, #a) } else { (#a, #b) };
        });
        self.node(p, &pv);
        self.node(q, &qv);
        let inner = std::mem::replace(&mut self.stmts, outer_stmts);
        self.fail_stmt = outer_fail;
        let exports: Vec<syn::Ident> = self.bound_order[bound_before..]
            .iter()
            .cloned()
            .chain(self.matched[matched_before..].iter().cloned())
            .collect();
        let label = syn::Lifetime::new(&format!("'__either{}", self.counter), span);
        self.counter += 1;
        let tries = match cond {
            None => quote!([false, true]),
            Some(cond) => quote!(if #cond { [false, true] } else { [false, false] }),
        };
        self.stmts.push(quote! {
            let (#(#exports,)*) = #label: {
                for (__try, __swap) in #tries.into_iter().enumerate() {
                    if __try == 1 && !__swap {
                        break;
                    }
                    #(#inner)*
                    break #label (#(#exports,)*);
                }
                #exhausted
            };
        });
    }

    /// Matches `node` against the value in `var`.
    fn node(&mut self, node: &SrcNode, var: &syn::Ident) {
        match node {
            SrcNode::Wild => {}
            SrcNode::Bind { name, sub } => match sub.as_deref() {
                Some(SrcNode::Op(op)) => {
                    let op_var = self.defining(op, var);
                    let ty = self.op_ty(&op.path);
                    self.bind_op(name, &op_var, &ty);
                    self.op_args(op, &op_var);
                }
                Some(SrcNode::Constraint(c)) => {
                    self.bind(name, var);
                    let fail = self.fail("a value does not satisfy its constraint");
                    self.stmts.push(quote_spanned! {at(c.span())=>
                        if !__mlir::pattern::satisfies::<#c, _>(ir, &#var) { #fail }
                    });
                }
                Some(sub) => {
                    self.bind(name, var);
                    self.node(sub, var);
                }
                None => self.bind(name, var),
            },
            SrcNode::Op(op) => {
                let op_var = self.defining(op, var);
                self.op_args(op, &op_var);
            }
            SrcNode::ResultOf { name, op } => {
                let op_var = self.defining(op, var);
                let fail = self.fail("an operand is another result of its op");
                self.stmts.push(quote_spanned! {at(name.span())=>
                    if #op_var.#name(ir) != #var { #fail }
                });
                self.op_args(op, &op_var);
            }
            SrcNode::Const { span, value } => {
                let attr = self.fresh("c", *span);
                let fail = self.fail("an operand is not a constant");
                self.stmts.push(quote_spanned! {at(*span)=>
                    let #attr = match __mlir::pattern::constant(ir, #var) {
                        ::core::option::Option::Some((_, attr)) => attr,
                        ::core::option::Option::None => { #fail }
                    };
                });
                self.node(value, &attr);
            }
            SrcNode::Slice { span, prefix, rest, suffix } => {
                let fixed = prefix.len() + suffix.len();
                let fits = if rest.is_some() {
                    quote_spanned!(at(*span)=> __mlir::pattern::group_len(#var) >= #fixed)
                } else {
                    quote_spanned!(at(*span)=> __mlir::pattern::group_len(#var) == #fixed)
                };
                let fail = self.fail("a variadic group has the wrong number of values");
                self.stmts.push(quote!(if !(#fits) { #fail }));
                let n_suffix = suffix.len();
                for (i, node) in prefix.iter().enumerate() {
                    let element = self.fresh("e", *span);
                    self.stmts
                        .push(quote!(let #element = __mlir::pattern::group_get(ir, #var, #i);));
                    self.node(node, &element);
                }
                for (j, node) in suffix.iter().enumerate() {
                    let element = self.fresh("e", *span);
                    self.stmts.push(quote! {
                        let #element = __mlir::pattern::group_get(
                            ir, #var, __mlir::pattern::group_len(#var) - #n_suffix + #j);
                    });
                    self.node(node, &element);
                }
                if let Some(Some(name)) = rest {
                    let group = self.fresh("g", name.span());
                    let start = prefix.len();
                    self.stmts.push(quote! {
                        let #group = __mlir::pattern::group_slice(
                            #var, #start, __mlir::pattern::group_len(#var) - #n_suffix);
                    });
                    self.bind(name, &group);
                }
            }
            SrcNode::Either(p, q) => {
                // Outside positional arguments (a binding's subpattern):
                // nothing to swap with.
                self.node(p, var);
                self.node(q, var);
            }
            SrcNode::Constraint(c) => {
                let fail = self.fail("a value does not satisfy its constraint");
                self.stmts.push(quote_spanned! {at(c.span())=>
                    if !__mlir::pattern::satisfies::<#c, _>(ir, &#var) { #fail }
                });
            }
            SrcNode::Value(pat) => {
                let fail = self.fail("an attribute does not have the value the pattern names");
                self.stmts.push(quote_spanned! {at(pat.span())=>
                    if !::core::matches!(#var, #pat) { #fail }
                });
            }
        }
    }

    /// The variable of the op of type `op.path` defining the operand in
    /// `var` (failing the match otherwise).
    fn defining(&mut self, op: &OpPat, var: &syn::Ident) -> syn::Ident {
        let path = &op.path;
        let ty = self.op_ty(path);
        let op_var = self.fresh_op(path);
        let reason = format!(
            "an operand is not defined by `{}`",
            path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default()
        );
        let fail = self.fail(&reason);
        self.stmts.push(quote_spanned! {at(path.span())=>
            let #op_var = match __mlir::pattern::defining::<#ty>(ir, #var) {
                ::core::option::Option::Some(op) => op,
                ::core::option::Option::None => { #fail }
            };
        });
        self.matched.push(op_var.clone());
        op_var
    }

    /// The result count of a top-level result node, for the compile-time
    /// check: `None` when only the run knows it.
    fn count_of(&mut self, node: &ResNode) -> TokenStream {
        let op_count = |ty: &syn::Ident| quote!(<#ty as __mlir::PatternOp>::NUM_RESULTS);
        match node {
            ResNode::Op(op) => op_count(&self.op_ty(&op.path)),
            ResNode::Binding(name) => match self.op_tys.get(&name.to_string()) {
                Some(ty) => op_count(ty),
                None => quote!(::core::option::Option::Some(1usize)),
            },
            ResNode::Native(_) => quote!(::core::option::Option::None),
        }
    }

    /// The expression of a result node's value (after the statements that
    /// create what it needs).
    fn res_value(&mut self, node: &ResNode, types: Types) -> TokenStream {
        match node {
            ResNode::Binding(name) => quote!(#name),
            ResNode::Native(expr) => quote!(#expr),
            ResNode::Op(op) => {
                let var = self.res_op(op, types);
                quote!(#var)
            }
        }
    }

    /// Whether a conversion rule converts the values of bound `name` (a
    /// matched item, not one the rewrite created).
    fn converts(&self, name: &syn::Ident) -> bool {
        self.conversion && !self.fresh_names.contains(&name.to_string())
    }

    /// The statement appending the values of result node `node` to the
    /// replacement values in `out` (converted in a conversion rule when it
    /// names a matched item).
    fn push_value(&mut self, node: &ResNode, types: Types, out: TokenStream) -> TokenStream {
        if let ResNode::Binding(name) = node
            && self.converts(name)
        {
            return quote_spanned! {at(name.span())=>
                if let ::core::result::Result::Err(reason) =
                    __mlir::conversion_rule::push_converted(rw, &mut #out, #name)
                {
                    return __mlir::pattern::abandon(rw, &__created, __root, reason);
                }
            };
        }
        let value = self.res_value(node, types);
        quote_spanned! {at(node_span(node))=>
            __mlir::pattern::push_replacement(rw, &mut #out, #value);
        }
    }

    /// An argument's value from a result node: a binding or a created op
    /// (converted to what the op takes by `give`), or Rust as written.
    fn operand_value(&mut self, node: &ResNode) -> Given {
        match node {
            ResNode::Binding(name) if self.converts(name) => Given::Converted(quote!(#name)),
            ResNode::Binding(name) => Given::Item(quote!(#name)),
            ResNode::Op(op) => {
                let var = self.res_op(op, Types::Inferred);
                Given::Item(quote_spanned!(at(op.path.span())=> #var))
            }
            ResNode::Native(expr) => Given::Native(quote!(#expr)),
        }
    }

    /// Creates result op `op`; returns its variable.
    fn res_op(&mut self, op: &ResOp, types: Types) -> syn::Ident {
        let path = &op.path;
        let ty = self.op_ty(path);
        if !self.created.iter().any(|(p, _)| p == path) {
            self.created.push((path.clone(), ty.clone()));
        }
        let build = self.fresh("b", path.span());
        self.stmts.push(quote_spanned!{at(path.span())=>
            let mut #build = <<#ty as __mlir::PatternOp>::Build as ::core::default::Default>::default();
        });
        match &op.args {
            Args::Named { fields, .. } => {
                let names: Vec<String> = fields.iter().map(|(n, _)| n.to_string()).collect();
                self.push_const(
                    path,
                    format!("required {names:?}"),
                    quote_spanned! {at(path.span())=>
                        const _: () = __mlir::pattern::check_required(
                            <#ty as __mlir::OpNameConst>::NAME,
                            <#ty as __mlir::PatternOp>::ARG_NAMES,
                            <#ty as __mlir::PatternOp>::REQUIRED,
                            &[#(#names),*],
                        );
                    },
                );
                for (name, node) in fields {
                    let value = self.operand_value(node);
                    let marker =
                        quote_spanned!(at(name.span())=> <#ty as __mlir::PatternOp>::FIELDS.#name);
                    self.stmts.push(give(marker, &ty, &build, value));
                }
            }
            Args::Positional { items, rest } => {
                let n = items.len();
                if !*rest {
                    self.check_positional(path, &ty, n);
                } else {
                    self.push_const(
                        path,
                        format!("prefix {n}"),
                        quote_spanned! {at(path.span())=>
                            const _: () = __mlir::pattern::check_required_prefix(
                                <#ty as __mlir::OpNameConst>::NAME,
                                <#ty as __mlir::PatternOp>::ARG_NAMES,
                                <#ty as __mlir::PatternOp>::REQUIRED,
                                #n,
                            );
                        },
                    );
                }
                for (i, (span, node)) in items.iter().enumerate() {
                    let value = self.operand_value(node);
                    let marker = quote_spanned!(at(*span)=> __mlir::Arg::<#i>::NEW);
                    self.stmts.push(give(marker, &ty, &build, value));
                }
            }
        }
        let loc = match &op.loc {
            None => quote!(loc),
            Some(items) => fused_of(items),
        };
        let var = self.fresh("r", path.span());
        let name = quote!(<#ty as __mlir::OpNameConst>::NAME);
        let no_types = quote! {
            return __mlir::pattern::abandon(
                rw, &__created, __root,
                ::std::format!("cannot give '{}' its result types", #name),
            );
        };
        // A conversion rule's root types went through the converter.
        let root_types = if self.conversion {
            quote!(__mlir::pattern::types_at(&__root_types, __values.len(), count))
        } else {
            quote!(__mlir::pattern::root_result_types(rw, __root, __values.len(), count))
        };
        let create = match (&op.types, types) {
            (Some(list), _) => quote_spanned! {at(path.span())=>
                match <#ty as __mlir::PatternBuild>::build_from(#build, rw, __loc, &[#(#list),*]) {
                    ::core::option::Option::Some(op) => op,
                    ::core::option::Option::None => { #no_types }
                }
            },
            (None, Types::Root) => quote_spanned! {at(path.span())=>
                {
                    let count = match <#ty as __mlir::PatternOp>::NUM_RESULTS {
                        ::core::option::Option::Some(n) => n,
                        ::core::option::Option::None => __root.num_results(rw).saturating_sub(__values.len()),
                    };
                    let types = match #root_types {
                        ::core::option::Option::Some(types) => types,
                        ::core::option::Option::None => { #no_types }
                    };
                    match <#ty as __mlir::PatternBuild>::build_from(#build, rw, __loc, &types) {
                        ::core::option::Option::Some(op) => op,
                        ::core::option::Option::None => { #no_types }
                    }
                }
            },
            (None, Types::Inferred) => quote_spanned! {at(path.span())=>
                match <#ty as __mlir::PatternInfer>::build_inferred_from(#build, rw, __loc) {
                    ::core::result::Result::Ok(op) => op,
                    ::core::result::Result::Err(diagnostic) => {
                        return __mlir::pattern::abandon(rw, &__created, __root, diagnostic.message);
                    }
                }
            },
        };
        self.stmts.push(quote_spanned! {at(path.span())=>
            let #var: #ty = {
                let __loc: __mlir::Location = #loc;
                #create
            };
            __created.push(__mlir::OpType::as_op(#var));
        });
        var
    }
}

/// The fused location of `items`: bindings (their locations) or Rust
/// giving a location.
fn fused_of(items: &[syn::Expr]) -> TokenStream {
    let parts = items.iter().map(|item| match item {
        syn::Expr::Path(p) if p.path.get_ident().is_some() => {
            quote_spanned!(at(item.span())=> __mlir::pattern::location_of(rw, &#item))
        }
        other => quote!(#other),
    });
    quote!(__mlir::pattern::fused(rw, &[#(#parts),*]))
}

/// A source DAG as the `SourceShape` data the pattern exposes, noting
/// what makes the match conditional.
struct Shape<'a> {
    names: BTreeSet<String>,
    conditional: bool,
    /// The generator, whose aliases name the ops.
    code: &'a mut Gen,
}

impl Shape<'_> {
    fn op(&mut self, op: &OpPat) -> TokenStream {
        let ty = self.code.op_ty(&op.path);
        if let Some(name) = &op.binding {
            self.name(name);
        }
        let args: Vec<TokenStream> = match &op.args {
            Args::Named { fields, .. } => fields
                .iter()
                .map(|(name, node)| {
                    let key = name.to_string();
                    let node = self.node(node);
                    quote!((__mlir::ShapeKey::Name(#key), #node))
                })
                .collect(),
            Args::Positional { items, .. } => {
                let mut position = 0usize;
                items
                    .iter()
                    .map(|(_, node)| {
                        let at = position;
                        position += if matches!(node, SrcNode::Either(..)) { 2 } else { 1 };
                        let node = self.node(node);
                        quote!((__mlir::ShapeKey::Position(#at), #node))
                    })
                    .collect()
            }
        };
        quote! {
            __mlir::ShapeNode::Op {
                name: <#ty as __mlir::OpNameConst>::NAME,
                arg_names: <#ty as __mlir::PatternOp>::ARG_NAMES,
                args: &[#(#args),*],
            }
        }
    }

    /// A name bound twice makes the match conditional (an equality).
    fn name(&mut self, name: &syn::Ident) {
        if !self.names.insert(name.to_string()) {
            self.conditional = true;
        }
    }

    fn node(&mut self, node: &SrcNode) -> TokenStream {
        match node {
            SrcNode::Wild => quote!(__mlir::ShapeNode::Any),
            SrcNode::Bind { name, sub } => {
                self.name(name);
                match sub {
                    Some(sub) => self.node(sub),
                    None => quote!(__mlir::ShapeNode::Any),
                }
            }
            SrcNode::Op(op) => self.op(op),
            SrcNode::Const { value, .. } => {
                if !matches!(&**value, SrcNode::Wild | SrcNode::Bind { sub: None, .. }) {
                    self.conditional = true;
                }
                self.node(value);
                quote!(__mlir::ShapeNode::Constant)
            }
            SrcNode::ResultOf { op, .. } => {
                self.conditional = true;
                self.op(op);
                quote!(__mlir::ShapeNode::Checked)
            }
            SrcNode::Slice { prefix, rest, suffix, .. } => {
                self.conditional = true;
                for node in prefix.iter().chain(suffix) {
                    self.node(node);
                }
                if let Some(Some(name)) = rest {
                    self.name(name);
                }
                quote!(__mlir::ShapeNode::Checked)
            }
            SrcNode::Either(p, q) => {
                self.conditional = true;
                self.node(p);
                self.node(q);
                quote!(__mlir::ShapeNode::Checked)
            }
            SrcNode::Constraint(_) | SrcNode::Value(_) => {
                self.conditional = true;
                quote!(__mlir::ShapeNode::Checked)
            }
        }
    }
}

/// The statement giving `value` to the op of alias `ty` being built in
/// `build`, at the argument `marker` names (spanned where the argument is
/// written, where rustc reports an argument the op does not have). A
/// native value is checked as the op's input type (a mismatch is rustc's
/// at the value).
fn give(marker: TokenStream, ty: &syn::Ident, build: &syn::Ident, value: Given) -> TokenStream {
    let span = marker.span();
    let of = quote_spanned!(at(span)=> __mlir::pattern::of::<#ty>());
    match value {
        Given::Item(item) => quote_spanned!(at(span)=> #marker.give(#of, &mut #build, rw, #item);),
        Given::Converted(item) => quote_spanned! {at(span)=>
            if let ::core::result::Result::Err(reason) =
                #marker.give_converted(#of, &mut #build, rw, #item)
            {
                return __mlir::pattern::abandon(rw, &__created, __root, reason);
            }
        },
        Given::Native(expr) => quote_spanned!(at(span)=> #marker.write(#of, &mut #build, #expr);),
    }
}

/// `ident` at `span`: where an error about an argument belongs (rustc
/// blames a call's unmet bound on the argument whose type names the op).
fn respan(ident: &syn::Ident, span: Span) -> syn::Ident {
    let mut ident = ident.clone();
    ident.set_span(at(span));
    ident
}

/// Where a result node was written.
fn node_span(node: &ResNode) -> Span {
    match node {
        ResNode::Op(op) => op.path.span(),
        ResNode::Binding(name) => name.span(),
        ResNode::Native(expr) => expr.span(),
    }
}
