//! Snapshot tests (insta) of macro expansions, formatted with
//! prettyplease: a change to generated code shows up as a reviewable diff
//! of `tests/snapshots/*.snap`. `INSTA_UPDATE=always cargo test -p
//! mlir-derive-impl --test expand` (or `cargo insta review`) accepts new
//! output; review the diff before committing. They pin what we generate,
//! not upstream behaviour; the behaviour tests in `mlir-derive/tests/`
//! check that.

use proc_macro2::TokenStream;
use quote::quote;

/// The expansion, parsed as a file and pretty-printed.
fn pretty(expanded: TokenStream) -> String {
    let file: syn::File = syn::parse2(expanded).expect("the expansion parses as a file");
    prettyplease::unparse(&file)
}

fn op_snapshot(name: &str, args: TokenStream, item: TokenStream) {
    insta::assert_snapshot!(name, pretty(mlir_derive_impl::op::expand(args, item)));
}

fn enum_snapshot(name: &str, args: TokenStream, item: TokenStream) {
    insta::assert_snapshot!(name, pretty(mlir_derive_impl::enum_attr::expand(args, item)));
}

#[test]
fn addi_expansion() {
    op_snapshot(
        "addi",
        quote!(dialect = Arith, name = "addi", traits = [Pure, Commutative]),
        quote! {
            /// Integer addition.
            pub struct AddIOp {
                #[operand] lhs: SignlessIntegerLike,
                #[operand] rhs: SignlessIntegerLike,
                #[result] result: SignlessIntegerLike,
            }
        },
    );
}

#[test]
fn variadic_attrs_regions_successors_expansion() {
    op_snapshot(
        "mixed",
        quote!(dialect = Test, name = "mixed", traits = [IsTerminator], crate = ::mlir_rs::core),
        quote! {
            pub struct MixedOp {
                #[operand] first: I1,
                #[operand] rest: Variadic<AnyType>,
                #[attr] count: I64Attr,
                #[attr(rename = "symName")] name: Option<StrAttr>,
                #[result] out: Option<AnyType>,
                #[region] body: AnyRegion,
                #[successor] dest: AnySuccessor,
            }
        },
    );
}

#[test]
fn derived_result_types_expansion() {
    op_snapshot(
        "derived",
        quote!(dialect = Test, name = "derived"),
        quote! {
            /// Result types derived from an operand (through a function)
            /// and from a typed attribute: a `build_inferred`.
            pub struct DerivedOp {
                #[operand] input: AnyTensor,
                #[attr] value: TypedAttrConstraint,
                #[result(type_from = input, via = element_of)] element: AnyType,
                #[result(type_from = value)] constant: AnyType,
            }
        },
    );
}

#[test]
fn segments_expansion() {
    op_snapshot(
        "segments",
        quote!(dialect = Cf, name = "cond_br", traits = [AttrSizedOperandSegments, IsTerminator]),
        quote! {
            /// Conditional branch.
            pub struct CondBranchOp {
                #[operand] condition: I1,
                #[operand] true_dest_operands: Variadic<AnyType>,
                #[operand] false_dest_operands: Variadic<AnyType>,
                #[attr] branch_weights: Option<DenseI32ArrayAttr>,
                #[successor] true_dest: AnySuccessor,
                #[successor] false_dest: AnySuccessor,
            }
        },
    );
}

#[test]
fn named_value_expansion() {
    op_snapshot(
        "named_value",
        quote!(dialect = Arith, name = "cmpi"),
        quote! {
            /// Fields naming their value types: signatures write
            /// `CmpIPredicate`, the bodies convert through `NamedValue`.
            pub struct CmpIOp {
                #[attr(value = CmpIPredicate)] predicate: CmpIPredicateAttr,
                #[attr(value = FastMathFlags, default = FastMathFlags::NONE)]
                fastmath: Option<FastMathFlagsAttr>,
                #[attr(value = RoundingMode)] rounding: Option<RoundingModeAttr>,
                #[operand] lhs: SignlessIntegerLike,
                #[operand] rhs: SignlessIntegerLike,
                #[result] result: BoolLike,
            }
        },
    );
}

#[test]
fn integer_enum_expansion() {
    enum_snapshot(
        "int_enum",
        quote!(cpp_name = "::mlir::arith::CmpFPredicate", width = 64),
        quote! {
            /// A predicate.
            pub enum CmpFPredicate {
                /// Always false.
                #[keyword = "false"]
                AlwaysFalse = 0,
                /// Ordered and equal.
                Oeq = 1,
            }
        },
    );
}

#[test]
fn bit_enum_expansion() {
    enum_snapshot(
        "bit_enum",
        quote!(
            bits,
            cpp_name = "::mlir::arith::IntegerOverflowFlags",
            separator = ", ",
            attr(dialect = Arith, mnemonic = "overflow", ods_name = "Arith_IntegerOverflowAttr")
        ),
        quote! {
            /// Integer overflow arith flags.
            pub enum IntegerOverflowFlags { None = 0, Nsw = 1, Nuw = 2 }
        },
    );
}

#[test]
fn errors_come_with_a_stub() {
    let expanded = mlir_derive_impl::op::expand(
        quote!(name = "x", bogus = 1),
        quote!(
            pub struct XOp {
                #[operand]
                a: AnyType,
                b: AnyType,
            }
        ),
    )
    .to_string();
    assert!(expanded.contains("pub struct XOp"), "{expanded}");
    assert!(expanded.contains("unknown `#[op]` argument `bogus`"), "{expanded}");
    assert!(expanded.contains("needs `dialect = DialectType`"), "{expanded}");
}

#[test]
fn struct_type_expansion() {
    insta::assert_snapshot!(
        "struct_type",
        pretty(mlir_derive_impl::type_def::expand_type(
            quote!(
                dialect = Toy,
                mnemonic = "struct",
                format = "`<` $elements `>`",
                verify = check
            ),
            quote! {
                /// A struct of element types.
                pub struct StructType {
                    /// The element types.
                    elements: Vec<Type>,
                }
            },
        ))
    );
}

fn pattern_snapshot(name: &str, args: TokenStream, item: TokenStream) {
    insta::assert_snapshot!(name, pretty(mlir_derive_impl::pattern::expand(args, item)));
}

#[test]
fn pattern_with_constants_native_code_and_location_expansion() {
    pattern_snapshot(
        "pattern_add_add_constant",
        quote! {
            loc = (r, k),
            r @ AddIOp(AddIOp(x, k @ Const(c0 @ APIntAttr), o1), Const(c1 @ APIntAttr), o2)
            => AddIOp(x, ConstantOp({ add_ints(rw, r.result(rw), c0, c1) }), { o1 & o2 })
        },
        quote! {
            /// `addi(addi(x, c0), c1)` is `addi(x, c0 + c1)`.
            pub struct AddIAddConstant;
        },
    );
}

#[test]
fn pattern_with_either_and_guard_expansion() {
    pattern_snapshot(
        "pattern_either",
        quote! {
            benefit = 1,
            AddOp(either(x, NegOp(y))) if x.ty(rw) == y.ty(rw) => SubOp { lhs: x, rhs: y }
        },
        quote! {
            pub struct AddNeg;
        },
    );
}

#[test]
fn pattern_with_slices_and_a_result_block_expansion() {
    pattern_snapshot(
        "pattern_slices_block",
        quote! {
            r @ SinkOp(n @ PackOp([m @ NegOp(_), rest @ ..]))
            => { let t = PackOp(rest); n = t; erase(m); r }
        },
        quote! {
            pub struct SinkPack;
        },
    );
}

#[test]
fn pass_with_options_statistics_and_state_expansion() {
    let expanded = mlir_derive_impl::pass::expand(
        quote!(argument = "toy-shape-inference", anchor = FuncOp, dependent_dialects = [Arith]),
        quote! {
            /// Infer the shapes of a function's tensors
            ///
            /// Ranks every result it can.
            pub struct ShapeInference {
                /// Fail when an op keeps an unranked result.
                #[option(name = "fail-on-unranked", default = true)]
                strict: bool,
                #[option(default = [1, 2], description = "Ranks")]
                ranks: Vec<u32>,
                #[option(default = Mode::Fast)]
                mode: Mode,
                /// Results ranked.
                #[statistic(name = "num-inferred")]
                inferred: Statistic,
                cache: Vec<u64>,
            }
        },
    );
    insta::assert_snapshot!("pass_shape_inference", pretty(expanded));
    let enum_expanded = mlir_derive_impl::pass::expand_option_enum(
        quote!(),
        quote! {
            pub enum Mode { Fast, #[name = "thorough"] Careful }
        },
    );
    insta::assert_snapshot!("pass_option_enum_mode", pretty(enum_expanded));
}

#[test]
fn dialect_expansion() {
    insta::assert_snapshot!(
        "dialect_toy",
        pretty(mlir_derive_impl::dialect::expand(
            quote!(
                name = "toy",
                ops = [AddOp, MulOp],
                attrs = [ShapeAttr],
                types = [StructType],
                dependent = [Arith],
                interfaces = [ToyInlinerInterface],
                rename_all = "camelCase",
                materialize_constant,
                verify_op_attribute
            ),
            quote! {
                /// The toy language.
                ///
                /// Tensors and functions over them.
                pub struct Toy;
            },
        ))
    );
}

#[test]
fn op_interface_expansion() {
    insta::assert_snapshot!(
        "interface_shape_inference",
        pretty(mlir_derive_impl::interface::expand(
            quote!(op, verify = verify_shapes, base = [Shaped]),
            quote! {
                /// Ops whose result shapes follow from their operands'.
                pub trait ShapeInference {
                    /// Sets the result shapes.
                    fn infer_shapes(&self, ctx: &Context) -> bool;
                    /// The number of shapes inferred.
                    fn inferred(&self, ctx: &Context) -> usize {
                        0
                    }
                }
            },
        ))
    );
}

#[test]
fn attr_def_expansion() {
    insta::assert_snapshot!(
        "attr_def_shape",
        pretty(mlir_derive_impl::type_def::expand_attr(
            quote!(
                dialect = Toy,
                mnemonic = "shape",
                format = "`<` $dims `:` $known `>`",
                summary = "a shape"
            ),
            quote! {
                /// A tensor shape.
                pub struct ShapeAttr {
                    /// The dimensions.
                    dims: Vec<i64>,
                    /// Whether the shape is known.
                    #[param(default = true)]
                    known: bool,
                }
            },
        ))
    );
}

#[test]
fn a_stub_names_the_crate_path_the_arguments_give() {
    // The stub gets the arguments stage 1 read, not a second reading.
    let expanded = mlir_derive_impl::dialect::expand(
        quote!(name = "", ops = [AddOp], crate = ::mlir_rs::core),
        quote!(
            pub struct Toy;
        ),
    )
    .to_string();
    assert!(expanded.contains(":: mlir_rs :: core :: __private"), "{expanded}");
    assert!(expanded.contains("PhantomData < AddOp >"), "{expanded}");
}

#[test]
fn op_fields_group_expansion() {
    let expanded = mlir_derive_impl::op::expand_fields(
        quote!(),
        quote! {
            /// Two attributes of every access.
            #[op_fields]
            pub(crate) struct AccessAttrs {
                /// Its alignment.
                #[attr(default = 8, value = i64)] align: I64Attr,
                #[attr(rename = "isVolatile")] volatile: Option<UnitAttr>,
                #[operand(effects = [MemRead])] rest: Variadic<AnyType>,
            }
        },
    );
    insta::assert_snapshot!("op_fields_group", pretty(expanded));
}

#[test]
fn op_including_a_group_calls_its_macro() {
    op_snapshot(
        "op_fields_request",
        quote!(dialect = Mem, name = "load"),
        quote! {
            /// Loads.
            pub struct LoadOp {
                #[operand] addr: AnyType,
                #[fields] access: mem::AccessAttrs,
                #[result] res: AnyType,
            }
        },
    );
}
