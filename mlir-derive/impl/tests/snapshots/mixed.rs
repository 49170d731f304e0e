//! Expansion snapshot `mixed` (see tests/expand.rs).
///
///Op `mixed` of dialect [`Test`].
///
///# Operands
///
///| name | constraint |
///|---|---|
///| `first` | `I1` |
///| `rest` | variadic of `AnyType` |
///
///# Attributes
///
///| name | constraint |
///|---|---|
///| `count` | `I64Attr` |
///| `symName` | optional `StrAttr` |
///
///# Results
///
///| name | constraint |
///|---|---|
///| `out` | optional `AnyType` |
///
///# Regions
///
///| name | constraint |
///|---|---|
///| `body` | `AnyRegion` |
///
///# Successors
///
///| name | constraint |
///|---|---|
///| `dest` | `AnySuccessor` |
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MixedOp {
    op: ::mlir_rs::core::__private::Op,
}
const _: () = {
    use ::mlir_rs::core::__private as __mlir;
    const _: ::core::marker::PhantomData<I1> = ::core::marker::PhantomData;
    const _: ::core::marker::PhantomData<Variadic<AnyType>> = ::core::marker::PhantomData;
    const _: ::core::marker::PhantomData<I64Attr> = ::core::marker::PhantomData;
    const _: ::core::marker::PhantomData<Option<StrAttr>> = ::core::marker::PhantomData;
    const _: ::core::marker::PhantomData<Option<AnyType>> = ::core::marker::PhantomData;
    const _: ::core::marker::PhantomData<AnyRegion> = ::core::marker::PhantomData;
    const _: ::core::marker::PhantomData<AnySuccessor> = ::core::marker::PhantomData;
    const NAMESPACE: &str = __mlir::namespace::<Test>();
    const NAME_LEN: usize = NAMESPACE.len() + 1 + "mixed".len();
    const NAME_BYTES: [u8; NAME_LEN] = __mlir::concat_op_name::<
        NAME_LEN,
    >(NAMESPACE, "mixed");
    const NAME: &str = __mlir::op_name_str(&NAME_BYTES);
    const OPERANDS: &[__mlir::ValueSpec] = &[
        __mlir::value_spec::<I1>("first", __mlir::Arity::Single),
        __mlir::value_spec::<AnyType>("rest", __mlir::Arity::Variadic),
    ];
    const RESULTS: &[__mlir::ValueSpec] = &[
        __mlir::value_spec::<AnyType>("out", __mlir::Arity::Optional),
    ];
    const ATTRS: &[__mlir::AttrSpec] = &[
        __mlir::attr_spec::<I64Attr>("count", true),
        __mlir::attr_spec::<StrAttr>("symName", false),
    ];
    fn verify_invariants(ir: &__mlir::IrView, op: __mlir::Op) -> __mlir::VerifyResult {
        __mlir::verify_invariants(ir, op, ATTRS, OPERANDS, RESULTS)
    }
    static DEF: __mlir::OpDef = __mlir::OpDef {
        summary: "",
        description: "",
        property_names: &["count", "symName"],
        prop_defaults: &[::core::option::Option::None, ::core::option::Option::None],
        prop_converts: &[ATTRS[0usize].converts, ATTRS[1usize].converts],
        verify_invariants: ::core::option::Option::Some(verify_invariants),
        ..__mlir::OpDef::new(
            NAME,
            __mlir::TraitList::new(
                &[
                    <__mlir::traits::OneRegion as __mlir::OpTrait>::DEF,
                    <__mlir::traits::AtLeastNResults<0usize> as __mlir::OpTrait>::DEF,
                    <__mlir::traits::OneSuccessor as __mlir::OpTrait>::DEF,
                    <__mlir::traits::AtLeastNOperands<1usize> as __mlir::OpTrait>::DEF,
                ],
            ),
        )
    };
    #[automatically_derived]
    impl __mlir::OpType for MixedOp {
        const DEF: &'static __mlir::OpDef = &DEF;
        fn register_op(ctx: &__mlir::Context) {
            ctx.register_op(&DEF, &[]);
        }
        fn from_op_unchecked(op: __mlir::Op) -> Self {
            Self { op }
        }
        fn as_op(self) -> __mlir::Op {
            self.op
        }
    }
    #[automatically_derived]
    impl __mlir::OpNameConst for MixedOp {
        const NAME: &'static str = NAME;
    }
    #[automatically_derived]
    impl MixedOp {
        /// Registers this op in a context.
        pub fn register(ctx: &__mlir::Context) {
            <Self as __mlir::OpType>::register_op(ctx);
        }
        /// Creates the op at the builder's insertion point, with empty
        /// regions, and returns its handle. Nothing is verified here.
        #[allow(clippy::too_many_arguments)]
        pub fn build(
            builder: &mut __mlir::Builder<'_>,
            loc: __mlir::Location,
            out_type: ::core::option::Option<__mlir::Type>,
            first: __mlir::Value,
            rest: &[__mlir::Value],
            count: __mlir::Attribute,
            name: ::core::option::Option<__mlir::Attribute>,
            dest: __mlir::Block,
        ) -> Self {
            let name = builder.ctx().op_name(NAME);
            let mut state = __mlir::OperationState::new(name, loc);
            state.props = ::std::vec![::core::option::Option::None; 2usize];
            state.result_types.extend(out_type);
            state.operands.push(first);
            state.operands.extend_from_slice(rest);
            state.props[0usize] = ::core::option::Option::Some(count);
            state.props[1usize] = name;
            state.successors.push(dest);
            state.num_new_regions = 1usize;
            Self { op: builder.build(state) }
        }
        ///The `first` operand.
        pub fn first(self, ir: &__mlir::IrView) -> __mlir::Value {
            self.op
                .operand(
                    ir,
                    __mlir::value_range(OPERANDS, self.op.num_operands(ir), 0usize).start,
                )
        }
        ///The `rest` operands.
        pub fn rest(
            self,
            ir: &__mlir::IrView,
        ) -> impl ::core::iter::ExactSizeIterator<Item = __mlir::Value> + '_ {
            let op = self.op;
            __mlir::value_range(OPERANDS, self.op.num_operands(ir), 1usize)
                .map(move |i| op.operand(ir, i))
        }
        ///The `out` result, when present.
        pub fn out(self, ir: &__mlir::IrView) -> ::core::option::Option<__mlir::Value> {
            let range = __mlir::value_range(RESULTS, self.op.num_results(ir), 0usize);
            (!range.is_empty()).then(|| self.op.result(ir, range.start))
        }
        ///The `count` attribute (panics on IR that did not verify).
        pub fn count(self, ir: &__mlir::IrView) -> __mlir::Attribute {
            match self.op.props(ir).get(0usize).copied().flatten() {
                ::core::option::Option::Some(attr) => attr,
                ::core::option::Option::None => {
                    ::core::panic!("op lacks its required attribute '{}'", "count")
                }
            }
        }
        ///Sets the `count` attribute.
        pub fn set_count(self, ir: &mut __mlir::IrView, value: __mlir::Attribute) {
            ir.set_prop(self.op, 0usize, ::core::option::Option::Some(value));
        }
        ///The `symName` attribute, when present.
        pub fn name(
            self,
            ir: &__mlir::IrView,
        ) -> ::core::option::Option<__mlir::Attribute> {
            self.op.props(ir).get(1usize).copied().flatten()
        }
        ///Sets or removes the `symName` attribute.
        pub fn set_name(
            self,
            ir: &mut __mlir::IrView,
            value: ::core::option::Option<__mlir::Attribute>,
        ) {
            ir.set_prop(self.op, 1usize, value);
        }
        ///The `body` region.
        pub fn body(self, ir: &__mlir::IrView) -> __mlir::Region {
            self.op.region(ir, 0usize)
        }
        ///The `dest` successor.
        pub fn dest(self, ir: &__mlir::IrView) -> __mlir::Block {
            match self.op.successors(ir).nth(0usize) {
                ::core::option::Option::Some(block) => block,
                ::core::option::Option::None => {
                    ::core::panic!("op has too few successors")
                }
            }
        }
    }
};
