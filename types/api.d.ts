/**
 * 由服务端 OpenAPI 文档生成，请勿手改。Generated from the server's OpenAPI document — do not edit.
 * Regenerate with: npm run gen:types
 */

export interface paths {
    "/api/account/backlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交估价（type 1），立即返回自动估价；每小时有次数限制。type 2 竞价回收暂未开放 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 按游戏属性模板（fieldKey → 值） */
                        attrs: {
                            [key: string]: number | string | string[];
                        };
                        credentials?: {
                            /** @description 游戏登录账号，1-64 字 */
                            account: string;
                            /** @description 绑定邮箱说明，≤64 字 */
                            boundEmail?: string;
                            /** @description 绑定手机说明，≤40 字 */
                            boundPhone?: string;
                            /** @description 游戏登录密码，1-64 字 */
                            password: string;
                            /** @description 密保等说明，≤200 字 */
                            securityNotes?: string;
                        };
                        /** @description 服务器级区服节点（与卖号表单的区服选择相同） */
                        districtId: number;
                        /** @description 期望价格，¥1-¥1,000,000，整数元 */
                        expectedPriceFen?: number;
                        gameId: number;
                        /** @description 0-9 张本人上传的截图地址 */
                        images?: string[];
                        /** @description 备注，≤200 字 */
                        remark?: string;
                        /** @description 1 估价；2 竞价回收（须填 credentials） */
                        type: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                attrList: {
                                    fieldKey: string;
                                    fieldName: string;
                                    text: string;
                                }[];
                                attrs: {
                                    [key: string]: number | string | string[];
                                };
                                /** Format: date-time */
                                createdAt: string;
                                districtPath: {
                                    id: number;
                                    name: string;
                                }[];
                                expectedPriceFen: number | null;
                                gameId: number;
                                gameName: string;
                                id: number;
                                images: {
                                    thumb: string;
                                    url: string;
                                }[];
                                manual: {
                                    /** Format: date-time */
                                    appraisedAt: string;
                                    note: string;
                                    operatorNick: string;
                                    priceFen: number;
                                } | null;
                                remark: string;
                                /** @description 估价：0 估价中 3 已估价 4 已取消；竞价回收：0 待报价 2 已接受报价 3 已完成 4 已取消 5 已拒绝报价 */
                                status: number;
                                statusText: string;
                                tradeIn: {
                                    accepted: {
                                        /** Format: date-time */
                                        acceptedAt: string;
                                        feeFen: number;
                                        merchantNick: string;
                                        /** Format: date-time */
                                        paidAt: string | null;
                                        /** Format: date-time */
                                        payDeadline: string;
                                        payoutFen: number;
                                        priceFen: number;
                                        quoteId: number;
                                    } | null;
                                    bestPriceFen: number | null;
                                    canAccept: boolean;
                                    canCancel: boolean;
                                    canHandover: boolean;
                                    canRefuse: boolean;
                                    /** Format: date-time */
                                    confirmedAt: string | null;
                                    /** @description 平台服务费率，万分比（300 = 3%） */
                                    feeBps: number;
                                    /** Format: date-time */
                                    handedOverAt: string | null;
                                    /** Format: date-time */
                                    quoteEndsAt: string;
                                    /** @description 最优在前：价高者先，同价先报者先 */
                                    quotes: {
                                        /** Format: date-time */
                                        createdAt: string;
                                        id: number;
                                        merchantNick: string;
                                        priceFen: number;
                                        /**
                                         * Format: date-time
                                         * @description 当前价格的报价时间（加价时更新）
                                         */
                                        quotedAt: string;
                                        /** @description 0 有效 1 已接受（待付款） 2 已付款 3 未选中/已关闭 4 超时未付款 5 已成交 6 已退款 */
                                        status: number;
                                        statusText: string;
                                    }[];
                                    /** @description 商户仍可报价（待报价且未到截止时间） */
                                    quoting: boolean;
                                    refund: ("provider" | "wallet") | (never | null);
                                    /** Format: date-time */
                                    rejectedAt: string | null;
                                    rejectReason: string | null;
                                    /** Format: date-time */
                                    serverNow: string;
                                    /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                    stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                    stageText: string;
                                } | null;
                                /** @description 1 估价 2 竞价回收 */
                                type: number;
                                /** Format: date-time */
                                updatedAt: string;
                                valuation: {
                                    /** @description 采用的可比样本数（≤30） */
                                    comparableCount: number;
                                    /** Format: date-time */
                                    computedAt: string;
                                    /** @description few：可比样本少于 5 个 */
                                    confidence: "enough" | "few";
                                    /** @description 其中已成交 */
                                    dealCount: number;
                                    highFen: number | null;
                                    /** @description 其中在售 */
                                    listingCount: number;
                                    lowFen: number | null;
                                    medianFen: number | null;
                                    note: string | null;
                                    /** @description 图表用：可比样本的价格，按价格升序 */
                                    points: {
                                        kind: "deal" | "listing";
                                        priceFen: number;
                                        /** @description 0-1 */
                                        similarity: number;
                                    }[];
                                };
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/backlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的一条估价 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                attrList: {
                                    fieldKey: string;
                                    fieldName: string;
                                    text: string;
                                }[];
                                attrs: {
                                    [key: string]: number | string | string[];
                                };
                                /** Format: date-time */
                                createdAt: string;
                                districtPath: {
                                    id: number;
                                    name: string;
                                }[];
                                expectedPriceFen: number | null;
                                gameId: number;
                                gameName: string;
                                id: number;
                                images: {
                                    thumb: string;
                                    url: string;
                                }[];
                                manual: {
                                    /** Format: date-time */
                                    appraisedAt: string;
                                    note: string;
                                    operatorNick: string;
                                    priceFen: number;
                                } | null;
                                remark: string;
                                /** @description 估价：0 估价中 3 已估价 4 已取消；竞价回收：0 待报价 2 已接受报价 3 已完成 4 已取消 5 已拒绝报价 */
                                status: number;
                                statusText: string;
                                tradeIn: {
                                    accepted: {
                                        /** Format: date-time */
                                        acceptedAt: string;
                                        feeFen: number;
                                        merchantNick: string;
                                        /** Format: date-time */
                                        paidAt: string | null;
                                        /** Format: date-time */
                                        payDeadline: string;
                                        payoutFen: number;
                                        priceFen: number;
                                        quoteId: number;
                                    } | null;
                                    bestPriceFen: number | null;
                                    canAccept: boolean;
                                    canCancel: boolean;
                                    canHandover: boolean;
                                    canRefuse: boolean;
                                    /** Format: date-time */
                                    confirmedAt: string | null;
                                    /** @description 平台服务费率，万分比（300 = 3%） */
                                    feeBps: number;
                                    /** Format: date-time */
                                    handedOverAt: string | null;
                                    /** Format: date-time */
                                    quoteEndsAt: string;
                                    /** @description 最优在前：价高者先，同价先报者先 */
                                    quotes: {
                                        /** Format: date-time */
                                        createdAt: string;
                                        id: number;
                                        merchantNick: string;
                                        priceFen: number;
                                        /**
                                         * Format: date-time
                                         * @description 当前价格的报价时间（加价时更新）
                                         */
                                        quotedAt: string;
                                        /** @description 0 有效 1 已接受（待付款） 2 已付款 3 未选中/已关闭 4 超时未付款 5 已成交 6 已退款 */
                                        status: number;
                                        statusText: string;
                                    }[];
                                    /** @description 商户仍可报价（待报价且未到截止时间） */
                                    quoting: boolean;
                                    refund: ("provider" | "wallet") | (never | null);
                                    /** Format: date-time */
                                    rejectedAt: string | null;
                                    rejectReason: string | null;
                                    /** Format: date-time */
                                    serverNow: string;
                                    /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                    stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                    stageText: string;
                                } | null;
                                /** @description 1 估价 2 竞价回收 */
                                type: number;
                                /** Format: date-time */
                                updatedAt: string;
                                valuation: {
                                    /** @description 采用的可比样本数（≤30） */
                                    comparableCount: number;
                                    /** Format: date-time */
                                    computedAt: string;
                                    /** @description few：可比样本少于 5 个 */
                                    confidence: "enough" | "few";
                                    /** @description 其中已成交 */
                                    dealCount: number;
                                    highFen: number | null;
                                    /** @description 其中在售 */
                                    listingCount: number;
                                    lowFen: number | null;
                                    medianFen: number | null;
                                    note: string | null;
                                    /** @description 图表用：可比样本的价格，按价格升序 */
                                    points: {
                                        kind: "deal" | "listing";
                                        priceFen: number;
                                        /** @description 0-1 */
                                        similarity: number;
                                    }[];
                                };
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/backlist/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 取消估价（仅估价中） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/backlist/{id}/handover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 竞价回收：商户付款后，确认已交接账号（可更新账号信息） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credentials?: {
                            /** @description 游戏登录账号，1-64 字 */
                            account: string;
                            /** @description 绑定邮箱说明，≤64 字 */
                            boundEmail?: string;
                            /** @description 绑定手机说明，≤40 字 */
                            boundPhone?: string;
                            /** @description 游戏登录密码，1-64 字 */
                            password: string;
                            /** @description 密保等说明，≤200 字 */
                            securityNotes?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                attrList: {
                                    fieldKey: string;
                                    fieldName: string;
                                    text: string;
                                }[];
                                attrs: {
                                    [key: string]: number | string | string[];
                                };
                                /** Format: date-time */
                                createdAt: string;
                                districtPath: {
                                    id: number;
                                    name: string;
                                }[];
                                expectedPriceFen: number | null;
                                gameId: number;
                                gameName: string;
                                id: number;
                                images: {
                                    thumb: string;
                                    url: string;
                                }[];
                                manual: {
                                    /** Format: date-time */
                                    appraisedAt: string;
                                    note: string;
                                    operatorNick: string;
                                    priceFen: number;
                                } | null;
                                remark: string;
                                /** @description 估价：0 估价中 3 已估价 4 已取消；竞价回收：0 待报价 2 已接受报价 3 已完成 4 已取消 5 已拒绝报价 */
                                status: number;
                                statusText: string;
                                tradeIn: {
                                    accepted: {
                                        /** Format: date-time */
                                        acceptedAt: string;
                                        feeFen: number;
                                        merchantNick: string;
                                        /** Format: date-time */
                                        paidAt: string | null;
                                        /** Format: date-time */
                                        payDeadline: string;
                                        payoutFen: number;
                                        priceFen: number;
                                        quoteId: number;
                                    } | null;
                                    bestPriceFen: number | null;
                                    canAccept: boolean;
                                    canCancel: boolean;
                                    canHandover: boolean;
                                    canRefuse: boolean;
                                    /** Format: date-time */
                                    confirmedAt: string | null;
                                    /** @description 平台服务费率，万分比（300 = 3%） */
                                    feeBps: number;
                                    /** Format: date-time */
                                    handedOverAt: string | null;
                                    /** Format: date-time */
                                    quoteEndsAt: string;
                                    /** @description 最优在前：价高者先，同价先报者先 */
                                    quotes: {
                                        /** Format: date-time */
                                        createdAt: string;
                                        id: number;
                                        merchantNick: string;
                                        priceFen: number;
                                        /**
                                         * Format: date-time
                                         * @description 当前价格的报价时间（加价时更新）
                                         */
                                        quotedAt: string;
                                        /** @description 0 有效 1 已接受（待付款） 2 已付款 3 未选中/已关闭 4 超时未付款 5 已成交 6 已退款 */
                                        status: number;
                                        statusText: string;
                                    }[];
                                    /** @description 商户仍可报价（待报价且未到截止时间） */
                                    quoting: boolean;
                                    refund: ("provider" | "wallet") | (never | null);
                                    /** Format: date-time */
                                    rejectedAt: string | null;
                                    rejectReason: string | null;
                                    /** Format: date-time */
                                    serverNow: string;
                                    /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                    stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                    stageText: string;
                                } | null;
                                /** @description 1 估价 2 竞价回收 */
                                type: number;
                                /** Format: date-time */
                                updatedAt: string;
                                valuation: {
                                    /** @description 采用的可比样本数（≤30） */
                                    comparableCount: number;
                                    /** Format: date-time */
                                    computedAt: string;
                                    /** @description few：可比样本少于 5 个 */
                                    confidence: "enough" | "few";
                                    /** @description 其中已成交 */
                                    dealCount: number;
                                    highFen: number | null;
                                    /** @description 其中在售 */
                                    listingCount: number;
                                    lowFen: number | null;
                                    medianFen: number | null;
                                    note: string | null;
                                    /** @description 图表用：可比样本的价格，按价格升序 */
                                    points: {
                                        kind: "deal" | "listing";
                                        priceFen: number;
                                        /** @description 0-1 */
                                        similarity: number;
                                    }[];
                                };
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/backlist/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 竞价回收：接受报价（status 2 + quoteId）、拒绝全部报价（5）或取消（4） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quoteId?: number;
                        /** @description 2 接受报价（需 quoteId）；5 拒绝全部报价；4 取消 */
                        status: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                attrList: {
                                    fieldKey: string;
                                    fieldName: string;
                                    text: string;
                                }[];
                                attrs: {
                                    [key: string]: number | string | string[];
                                };
                                /** Format: date-time */
                                createdAt: string;
                                districtPath: {
                                    id: number;
                                    name: string;
                                }[];
                                expectedPriceFen: number | null;
                                gameId: number;
                                gameName: string;
                                id: number;
                                images: {
                                    thumb: string;
                                    url: string;
                                }[];
                                manual: {
                                    /** Format: date-time */
                                    appraisedAt: string;
                                    note: string;
                                    operatorNick: string;
                                    priceFen: number;
                                } | null;
                                remark: string;
                                /** @description 估价：0 估价中 3 已估价 4 已取消；竞价回收：0 待报价 2 已接受报价 3 已完成 4 已取消 5 已拒绝报价 */
                                status: number;
                                statusText: string;
                                tradeIn: {
                                    accepted: {
                                        /** Format: date-time */
                                        acceptedAt: string;
                                        feeFen: number;
                                        merchantNick: string;
                                        /** Format: date-time */
                                        paidAt: string | null;
                                        /** Format: date-time */
                                        payDeadline: string;
                                        payoutFen: number;
                                        priceFen: number;
                                        quoteId: number;
                                    } | null;
                                    bestPriceFen: number | null;
                                    canAccept: boolean;
                                    canCancel: boolean;
                                    canHandover: boolean;
                                    canRefuse: boolean;
                                    /** Format: date-time */
                                    confirmedAt: string | null;
                                    /** @description 平台服务费率，万分比（300 = 3%） */
                                    feeBps: number;
                                    /** Format: date-time */
                                    handedOverAt: string | null;
                                    /** Format: date-time */
                                    quoteEndsAt: string;
                                    /** @description 最优在前：价高者先，同价先报者先 */
                                    quotes: {
                                        /** Format: date-time */
                                        createdAt: string;
                                        id: number;
                                        merchantNick: string;
                                        priceFen: number;
                                        /**
                                         * Format: date-time
                                         * @description 当前价格的报价时间（加价时更新）
                                         */
                                        quotedAt: string;
                                        /** @description 0 有效 1 已接受（待付款） 2 已付款 3 未选中/已关闭 4 超时未付款 5 已成交 6 已退款 */
                                        status: number;
                                        statusText: string;
                                    }[];
                                    /** @description 商户仍可报价（待报价且未到截止时间） */
                                    quoting: boolean;
                                    refund: ("provider" | "wallet") | (never | null);
                                    /** Format: date-time */
                                    rejectedAt: string | null;
                                    rejectReason: string | null;
                                    /** Format: date-time */
                                    serverNow: string;
                                    /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                    stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                    stageText: string;
                                } | null;
                                /** @description 1 估价 2 竞价回收 */
                                type: number;
                                /** Format: date-time */
                                updatedAt: string;
                                valuation: {
                                    /** @description 采用的可比样本数（≤30） */
                                    comparableCount: number;
                                    /** Format: date-time */
                                    computedAt: string;
                                    /** @description few：可比样本少于 5 个 */
                                    confidence: "enough" | "few";
                                    /** @description 其中已成交 */
                                    dealCount: number;
                                    highFen: number | null;
                                    /** @description 其中在售 */
                                    listingCount: number;
                                    lowFen: number | null;
                                    medianFen: number | null;
                                    note: string | null;
                                    /** @description 图表用：可比样本的价格，按价格升序 */
                                    points: {
                                        kind: "deal" | "listing";
                                        priceFen: number;
                                        /** @description 0-1 */
                                        similarity: number;
                                    }[];
                                };
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/backlist/allList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的估价（最新在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description 不传为全部 */
                    status?: number;
                    /** @description 1 估价（默认） */
                    type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    attrList: {
                                        fieldKey: string;
                                        fieldName: string;
                                        text: string;
                                    }[];
                                    attrs: {
                                        [key: string]: number | string | string[];
                                    };
                                    /** Format: date-time */
                                    createdAt: string;
                                    districtPath: {
                                        id: number;
                                        name: string;
                                    }[];
                                    expectedPriceFen: number | null;
                                    gameId: number;
                                    gameName: string;
                                    id: number;
                                    images: {
                                        thumb: string;
                                        url: string;
                                    }[];
                                    manual: {
                                        /** Format: date-time */
                                        appraisedAt: string;
                                        note: string;
                                        operatorNick: string;
                                        priceFen: number;
                                    } | null;
                                    remark: string;
                                    /** @description 估价：0 估价中 3 已估价 4 已取消；竞价回收：0 待报价 2 已接受报价 3 已完成 4 已取消 5 已拒绝报价 */
                                    status: number;
                                    statusText: string;
                                    tradeIn: {
                                        accepted: {
                                            /** Format: date-time */
                                            acceptedAt: string;
                                            feeFen: number;
                                            merchantNick: string;
                                            /** Format: date-time */
                                            paidAt: string | null;
                                            /** Format: date-time */
                                            payDeadline: string;
                                            payoutFen: number;
                                            priceFen: number;
                                            quoteId: number;
                                        } | null;
                                        bestPriceFen: number | null;
                                        canAccept: boolean;
                                        canCancel: boolean;
                                        canHandover: boolean;
                                        canRefuse: boolean;
                                        /** Format: date-time */
                                        confirmedAt: string | null;
                                        /** @description 平台服务费率，万分比（300 = 3%） */
                                        feeBps: number;
                                        /** Format: date-time */
                                        handedOverAt: string | null;
                                        /** Format: date-time */
                                        quoteEndsAt: string;
                                        /** @description 最优在前：价高者先，同价先报者先 */
                                        quotes: {
                                            /** Format: date-time */
                                            createdAt: string;
                                            id: number;
                                            merchantNick: string;
                                            priceFen: number;
                                            /**
                                             * Format: date-time
                                             * @description 当前价格的报价时间（加价时更新）
                                             */
                                            quotedAt: string;
                                            /** @description 0 有效 1 已接受（待付款） 2 已付款 3 未选中/已关闭 4 超时未付款 5 已成交 6 已退款 */
                                            status: number;
                                            statusText: string;
                                        }[];
                                        /** @description 商户仍可报价（待报价且未到截止时间） */
                                        quoting: boolean;
                                        refund: ("provider" | "wallet") | (never | null);
                                        /** Format: date-time */
                                        rejectedAt: string | null;
                                        rejectReason: string | null;
                                        /** Format: date-time */
                                        serverNow: string;
                                        /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                        stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                        stageText: string;
                                    } | null;
                                    /** @description 1 估价 2 竞价回收 */
                                    type: number;
                                    /** Format: date-time */
                                    updatedAt: string;
                                    valuation: {
                                        /** @description 采用的可比样本数（≤30） */
                                        comparableCount: number;
                                        /** Format: date-time */
                                        computedAt: string;
                                        /** @description few：可比样本少于 5 个 */
                                        confidence: "enough" | "few";
                                        /** @description 其中已成交 */
                                        dealCount: number;
                                        highFen: number | null;
                                        /** @description 其中在售 */
                                        listingCount: number;
                                        lowFen: number | null;
                                        medianFen: number | null;
                                        note: string | null;
                                        /** @description 图表用：可比样本的价格，按价格升序 */
                                        points: {
                                            kind: "deal" | "listing";
                                            priceFen: number;
                                            /** @description 0-1 */
                                            similarity: number;
                                        }[];
                                    };
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/backlist/priceList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 回收参考价：按游戏，近 90 天成交按价格分档 × 回收系数，及近 12 周走势（缓存 60 秒） */
        get: {
            parameters: {
                query?: {
                    gameId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                games: {
                                    /** @description 近 90 天成交数 */
                                    dealCount: number;
                                    gameId: number;
                                    gameName: string;
                                    tiers: {
                                        dealCount: number;
                                        maxDealFen: number;
                                        medianDealFen: number;
                                        minDealFen: number;
                                        /** @description 入门号 / 进阶号 / 精品号 / 顶级号（按成交价四分位划分）；成交不足 4 笔时为“全部” */
                                        name: string;
                                        referenceFen: number;
                                    }[];
                                    /** @description 近 90 天被接受的回收报价数 */
                                    tradeInCount: number;
                                    tradeInMedianFen: number | null;
                                    /** @description 近 12 周，旧→新 */
                                    trend: {
                                        dealCount: number;
                                        medianDealFen: number | null;
                                        referenceFen: number | null;
                                        tradeInCount: number;
                                        tradeInMedianFen: number | null;
                                        /** @description YYYY-MM-DD（北京时间） */
                                        weekStart: string;
                                    }[];
                                }[];
                                /** @description 回收参考价 = 成交价中位数 × 此系数 */
                                recycleFactor: number;
                                windowDays: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/problem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交问题反馈 / 投诉建议（每小时有次数限制） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 见 /api/account/problem/categories */
                        category: string;
                        /** @description 联系方式，≤50 字 */
                        contact?: string;
                        /** @description 5-1000 字 */
                        content: string;
                        /** @description ≤4 张，须为 /api/common/upload 返回的本人图片地址 */
                        images?: string[];
                        /** @description feedback 问题反馈 / suggest 投诉建议 */
                        kind: "feedback" | "suggest";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                id: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/problem/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 问题分类 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                feedback: string[];
                                suggest: string[];
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/problem/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我提交的问题（最新在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    category: string;
                                    contact: string | null;
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    id: number;
                                    images: string[];
                                    kind: "feedback" | "suggest";
                                    /** Format: date-time */
                                    repliedAt: string | null;
                                    reply: string | null;
                                    /** @description 0 待处理 / 1 已回复 / 2 已关闭 */
                                    status: number;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/zhubo/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 轮播图等运营位（type 1 = 首页轮播） */
        get: {
            parameters: {
                query: {
                    /** @description 1 首页轮播 */
                    type: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                h5Img: string | null;
                                id: number;
                                img: string;
                                jumpUrl: string | null;
                                name: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appraisal/{id}/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 人工估价（状态 → 已估价，并通知用户；可重新估价） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 估价说明，2-500 字 */
                        note: string;
                        /** @description ¥1-¥1,000,000，整数元 */
                        priceFen: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                attrList: {
                                    fieldKey: string;
                                    fieldName: string;
                                    text: string;
                                }[];
                                attrs: {
                                    [key: string]: number | string | string[];
                                };
                                /** Format: date-time */
                                createdAt: string;
                                districtPath: {
                                    id: number;
                                    name: string;
                                }[];
                                expectedPriceFen: number | null;
                                gameId: number;
                                gameName: string;
                                id: number;
                                images: {
                                    thumb: string;
                                    url: string;
                                }[];
                                manual: {
                                    /** Format: date-time */
                                    appraisedAt: string;
                                    note: string;
                                    operatorNick: string;
                                    priceFen: number;
                                } | null;
                                remark: string;
                                /** @description 估价：0 估价中 3 已估价 4 已取消；竞价回收：0 待报价 2 已接受报价 3 已完成 4 已取消 5 已拒绝报价 */
                                status: number;
                                statusText: string;
                                tradeIn: {
                                    accepted: {
                                        /** Format: date-time */
                                        acceptedAt: string;
                                        feeFen: number;
                                        merchantNick: string;
                                        /** Format: date-time */
                                        paidAt: string | null;
                                        /** Format: date-time */
                                        payDeadline: string;
                                        payoutFen: number;
                                        priceFen: number;
                                        quoteId: number;
                                    } | null;
                                    bestPriceFen: number | null;
                                    canAccept: boolean;
                                    canCancel: boolean;
                                    canHandover: boolean;
                                    canRefuse: boolean;
                                    /** Format: date-time */
                                    confirmedAt: string | null;
                                    /** @description 平台服务费率，万分比（300 = 3%） */
                                    feeBps: number;
                                    /** Format: date-time */
                                    handedOverAt: string | null;
                                    /** Format: date-time */
                                    quoteEndsAt: string;
                                    /** @description 最优在前：价高者先，同价先报者先 */
                                    quotes: {
                                        /** Format: date-time */
                                        createdAt: string;
                                        id: number;
                                        merchantNick: string;
                                        priceFen: number;
                                        /**
                                         * Format: date-time
                                         * @description 当前价格的报价时间（加价时更新）
                                         */
                                        quotedAt: string;
                                        /** @description 0 有效 1 已接受（待付款） 2 已付款 3 未选中/已关闭 4 超时未付款 5 已成交 6 已退款 */
                                        status: number;
                                        statusText: string;
                                    }[];
                                    /** @description 商户仍可报价（待报价且未到截止时间） */
                                    quoting: boolean;
                                    refund: ("provider" | "wallet") | (never | null);
                                    /** Format: date-time */
                                    rejectedAt: string | null;
                                    rejectReason: string | null;
                                    /** Format: date-time */
                                    serverNow: string;
                                    /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                    stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                    stageText: string;
                                } | null;
                                /** @description 1 估价 2 竞价回收 */
                                type: number;
                                /** Format: date-time */
                                updatedAt: string;
                                valuation: {
                                    /** @description 采用的可比样本数（≤30） */
                                    comparableCount: number;
                                    /** Format: date-time */
                                    computedAt: string;
                                    /** @description few：可比样本少于 5 个 */
                                    confidence: "enough" | "few";
                                    /** @description 其中已成交 */
                                    dealCount: number;
                                    highFen: number | null;
                                    /** @description 其中在售 */
                                    listingCount: number;
                                    lowFen: number | null;
                                    medianFen: number | null;
                                    note: string | null;
                                    /** @description 图表用：可比样本的价格，按价格升序 */
                                    points: {
                                        kind: "deal" | "listing";
                                        priceFen: number;
                                        /** @description 0-1 */
                                        similarity: number;
                                    }[];
                                };
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appraisal/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 估价申请（最早在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description 不传为全部：0 估价中 3 已估价 4 已取消 */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    attrList: {
                                        fieldKey: string;
                                        fieldName: string;
                                        text: string;
                                    }[];
                                    attrs: {
                                        [key: string]: number | string | string[];
                                    };
                                    /** Format: date-time */
                                    createdAt: string;
                                    districtPath: {
                                        id: number;
                                        name: string;
                                    }[];
                                    expectedPriceFen: number | null;
                                    gameId: number;
                                    gameName: string;
                                    id: number;
                                    images: {
                                        thumb: string;
                                        url: string;
                                    }[];
                                    manual: {
                                        /** Format: date-time */
                                        appraisedAt: string;
                                        note: string;
                                        operatorNick: string;
                                        priceFen: number;
                                    } | null;
                                    remark: string;
                                    /** @description 估价：0 估价中 3 已估价 4 已取消；竞价回收：0 待报价 2 已接受报价 3 已完成 4 已取消 5 已拒绝报价 */
                                    status: number;
                                    statusText: string;
                                    tradeIn: {
                                        accepted: {
                                            /** Format: date-time */
                                            acceptedAt: string;
                                            feeFen: number;
                                            merchantNick: string;
                                            /** Format: date-time */
                                            paidAt: string | null;
                                            /** Format: date-time */
                                            payDeadline: string;
                                            payoutFen: number;
                                            priceFen: number;
                                            quoteId: number;
                                        } | null;
                                        bestPriceFen: number | null;
                                        canAccept: boolean;
                                        canCancel: boolean;
                                        canHandover: boolean;
                                        canRefuse: boolean;
                                        /** Format: date-time */
                                        confirmedAt: string | null;
                                        /** @description 平台服务费率，万分比（300 = 3%） */
                                        feeBps: number;
                                        /** Format: date-time */
                                        handedOverAt: string | null;
                                        /** Format: date-time */
                                        quoteEndsAt: string;
                                        /** @description 最优在前：价高者先，同价先报者先 */
                                        quotes: {
                                            /** Format: date-time */
                                            createdAt: string;
                                            id: number;
                                            merchantNick: string;
                                            priceFen: number;
                                            /**
                                             * Format: date-time
                                             * @description 当前价格的报价时间（加价时更新）
                                             */
                                            quotedAt: string;
                                            /** @description 0 有效 1 已接受（待付款） 2 已付款 3 未选中/已关闭 4 超时未付款 5 已成交 6 已退款 */
                                            status: number;
                                            statusText: string;
                                        }[];
                                        /** @description 商户仍可报价（待报价且未到截止时间） */
                                        quoting: boolean;
                                        refund: ("provider" | "wallet") | (never | null);
                                        /** Format: date-time */
                                        rejectedAt: string | null;
                                        rejectReason: string | null;
                                        /** Format: date-time */
                                        serverNow: string;
                                        /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                        stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                        stageText: string;
                                    } | null;
                                    /** @description 1 估价 2 竞价回收 */
                                    type: number;
                                    /** Format: date-time */
                                    updatedAt: string;
                                    userId: number;
                                    userNick: string;
                                    valuation: {
                                        /** @description 采用的可比样本数（≤30） */
                                        comparableCount: number;
                                        /** Format: date-time */
                                        computedAt: string;
                                        /** @description few：可比样本少于 5 个 */
                                        confidence: "enough" | "few";
                                        /** @description 其中已成交 */
                                        dealCount: number;
                                        highFen: number | null;
                                        /** @description 其中在售 */
                                        listingCount: number;
                                        lowFen: number | null;
                                        medianFen: number | null;
                                        note: string | null;
                                        /** @description 图表用：可比样本的价格，按价格升序 */
                                        points: {
                                            kind: "deal" | "listing";
                                            priceFen: number;
                                            /** @description 0-1 */
                                            similarity: number;
                                        }[];
                                    };
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增轮播图 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled?: boolean;
                        h5Img?: string | null;
                        /** @description 上传后的图片地址（/uploads/…）或 https 链接 */
                        img: string;
                        /** @description 站内路径（/开头）或 https 链接 */
                        jumpUrl?: string | null;
                        /** @description 1-60 字 */
                        name: string;
                        sort?: number;
                        /** @description 运营位：1 首页轮播 */
                        type?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                enabled: boolean;
                                h5Img: string | null;
                                id: number;
                                img: string;
                                jumpUrl: string | null;
                                name: string;
                                sort: number;
                                type: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banner/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改轮播图 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled?: boolean;
                        h5Img?: string | null;
                        /** @description 上传后的图片地址（/uploads/…）或 https 链接 */
                        img: string;
                        /** @description 站内路径（/开头）或 https 链接 */
                        jumpUrl?: string | null;
                        /** @description 1-60 字 */
                        name: string;
                        sort?: number;
                        /** @description 运营位：1 首页轮播 */
                        type?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                enabled: boolean;
                                h5Img: string | null;
                                id: number;
                                img: string;
                                jumpUrl: string | null;
                                name: string;
                                sort: number;
                                type: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 删除轮播图 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banner/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 全部轮播图（含停用） */
        get: {
            parameters: {
                query?: {
                    type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                enabled: boolean;
                                h5Img: string | null;
                                id: number;
                                img: string;
                                jumpUrl: string | null;
                                name: string;
                                sort: number;
                                type: number;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/black": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增黑名单 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 3-64 个字符 */
                        account: string;
                        gameId?: number | null;
                        /** @description qq / wechat / phone / other */
                        kind: "qq" | "wechat" | "phone" | "other";
                        /** @description 公示原因，5-500 字 */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                account: string;
                                /** Format: date-time */
                                createdAt: string;
                                gameId: number | null;
                                gameName: string | null;
                                id: number;
                                /** @description qq / wechat / phone / other */
                                kind: "qq" | "wechat" | "phone" | "other";
                                reason: string;
                                /** @description 来源举报 */
                                reportId: number | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/black/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改黑名单 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 3-64 个字符 */
                        account: string;
                        gameId?: number | null;
                        /** @description qq / wechat / phone / other */
                        kind: "qq" | "wechat" | "phone" | "other";
                        /** @description 公示原因，5-500 字 */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                account: string;
                                /** Format: date-time */
                                createdAt: string;
                                gameId: number | null;
                                gameName: string | null;
                                id: number;
                                /** @description qq / wechat / phone / other */
                                kind: "qq" | "wechat" | "phone" | "other";
                                reason: string;
                                /** @description 来源举报 */
                                reportId: number | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 移出黑名单 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/black/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 黑名单（搜索同前台） */
        get: {
            parameters: {
                query?: {
                    /** @description 账号（≥3 个字符，精确或包含匹配）；不传为最新收录 */
                    keyword?: string;
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    account: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    gameId: number | null;
                                    gameName: string | null;
                                    id: number;
                                    /** @description qq / wechat / phone / other */
                                    kind: "qq" | "wechat" | "phone" | "other";
                                    reason: string;
                                    /** @description 来源举报 */
                                    reportId: number | null;
                                    /** Format: date-time */
                                    updatedAt: string;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增官方群 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled?: boolean;
                        full?: boolean;
                        gameId?: number | null;
                        /** @description 2-40 字 */
                        name: string;
                        qq: string;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                enabled: boolean;
                                /** @description 已满 */
                                full: boolean;
                                gameId: number | null;
                                gameName: string | null;
                                id: number;
                                name: string;
                                qq: string;
                                sort: number;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改官方群 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled?: boolean;
                        full?: boolean;
                        gameId?: number | null;
                        /** @description 2-40 字 */
                        name: string;
                        qq: string;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                enabled: boolean;
                                /** @description 已满 */
                                full: boolean;
                                gameId: number | null;
                                gameName: string | null;
                                id: number;
                                name: string;
                                qq: string;
                                sort: number;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 删除官方群 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 全部官方群（含停用） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                enabled: boolean;
                                /** @description 已满 */
                                full: boolean;
                                gameId: number | null;
                                gameName: string | null;
                                id: number;
                                name: string;
                                qq: string;
                                sort: number;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 通过：授予商户角色并通知用户 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 驳回（附原因）并通知用户 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 驳回原因，2-200 字，会发给申请人 */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商户申请（最早在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description 不传为全部 */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    companyName: string | null;
                                    contactName: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    games: string[];
                                    id: number;
                                    intro: string;
                                    nickName: string;
                                    /** @description 申请人填写的联系电话（仅运营可见） */
                                    phone: string;
                                    qq: string | null;
                                    reason: string | null;
                                    /** Format: date-time */
                                    reviewedAt: string | null;
                                    status: number;
                                    userId: number;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新建公告（正文保存时净化） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category?: string | null;
                        /** @description HTML，保存时净化 */
                        content: string;
                        cover?: string | null;
                        /** @description gonggao / xinwen / help，或单页类型 yonghuxieyi、yinsizhengce、jyxz、shhz、100、jieshao、zhaomu、appDownload、security */
                        noticeType: string;
                        pinned?: boolean;
                        /** @description 新建默认 false（草稿） */
                        published?: boolean;
                        /** @description 2-100 字 */
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                category: string | null;
                                cover: string | null;
                                /** Format: date-time */
                                createTime: string;
                                id: number;
                                /** @description 已净化的 HTML */
                                noticeContent: string;
                                noticeTitle: string;
                                noticeType: string;
                                pinned: boolean;
                                published: boolean;
                                /** @description 保存时正文被净化（去掉了脚本、事件属性、不安全链接等） */
                                sanitized: boolean;
                                /** Format: date-time */
                                updateTime: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 预览（含草稿，正文为读者看到的净化结果） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                category: string | null;
                                cover: string | null;
                                /** Format: date-time */
                                createTime: string;
                                id: number;
                                /** @description 已净化的 HTML */
                                noticeContent: string;
                                noticeTitle: string;
                                noticeType: string;
                                pinned: boolean;
                                published: boolean;
                                /** @description 保存时正文被净化（去掉了脚本、事件属性、不安全链接等） */
                                sanitized: boolean;
                                /** Format: date-time */
                                updateTime: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        /** 修改公告（正文保存时净化） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category?: string | null;
                        /** @description HTML，保存时净化 */
                        content: string;
                        cover?: string | null;
                        /** @description gonggao / xinwen / help，或单页类型 yonghuxieyi、yinsizhengce、jyxz、shhz、100、jieshao、zhaomu、appDownload、security */
                        noticeType: string;
                        pinned?: boolean;
                        /** @description 新建默认 false（草稿） */
                        published?: boolean;
                        /** @description 2-100 字 */
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                category: string | null;
                                cover: string | null;
                                /** Format: date-time */
                                createTime: string;
                                id: number;
                                /** @description 已净化的 HTML */
                                noticeContent: string;
                                noticeTitle: string;
                                noticeType: string;
                                pinned: boolean;
                                published: boolean;
                                /** @description 保存时正文被净化（去掉了脚本、事件属性、不安全链接等） */
                                sanitized: boolean;
                                /** Format: date-time */
                                updateTime: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 删除公告 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notice/{id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 置顶 / 取消置顶 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        pinned: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                category: string | null;
                                cover: string | null;
                                /** Format: date-time */
                                createTime: string;
                                id: number;
                                /** @description 已净化的 HTML */
                                noticeContent: string;
                                noticeTitle: string;
                                noticeType: string;
                                pinned: boolean;
                                published: boolean;
                                /** @description 保存时正文被净化（去掉了脚本、事件属性、不安全链接等） */
                                sanitized: boolean;
                                /** Format: date-time */
                                updateTime: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notice/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发布 / 撤回 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        published: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                category: string | null;
                                cover: string | null;
                                /** Format: date-time */
                                createTime: string;
                                id: number;
                                /** @description 已净化的 HTML */
                                noticeContent: string;
                                noticeTitle: string;
                                noticeType: string;
                                pinned: boolean;
                                published: boolean;
                                /** @description 保存时正文被净化（去掉了脚本、事件属性、不安全链接等） */
                                sanitized: boolean;
                                /** Format: date-time */
                                updateTime: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公告与内容页（含草稿，最近修改在前） */
        get: {
            parameters: {
                query?: {
                    /** @description 按标题搜索 */
                    keyword?: string;
                    /** @description 不传为全部类型 */
                    noticeType?: string;
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    category: string | null;
                                    cover: string | null;
                                    /** Format: date-time */
                                    createTime: string;
                                    id: number;
                                    noticeTitle: string;
                                    noticeType: string;
                                    pinned: boolean;
                                    published: boolean;
                                    /** @description 正文前约 60 字的纯文本 */
                                    summary: string;
                                    /** Format: date-time */
                                    updateTime: string;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单全貌：时间线、聊天、支付记录、账号查看记录 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** Format: date-time */
                                autoConfirmAt: string | null;
                                buyer: {
                                    nickName: string;
                                };
                                canCancel: boolean;
                                canChat: boolean;
                                canConfirm: boolean;
                                canPay: boolean;
                                chat: {
                                    /** Format: date-time */
                                    createdAt: string;
                                    id: number;
                                    imageUrl: string | null;
                                    kind: "text" | "image";
                                    mine: boolean;
                                    nickName: string;
                                    role: "buyer" | "seller" | "staff" | "system";
                                    text: string | null;
                                }[];
                                checklist: {
                                    key: string;
                                    text: string;
                                }[];
                                /** Format: date-time */
                                closedAt: string | null;
                                commissionFen: number | null;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                credentialsAvailable: boolean;
                                /** Format: date-time */
                                expiresAt: string;
                                goods: {
                                    cover: string | null;
                                    districtNames: string[];
                                    gameName: string;
                                    goodsSn: string;
                                    id: number;
                                    title: string;
                                };
                                id: number;
                                orderNo: string;
                                /** Format: date-time */
                                paidAt: string | null;
                                payments: {
                                    amountFen: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    notifyCount: number;
                                    /** Format: date-time */
                                    paidAt: string | null;
                                    payNo: string;
                                    provider: string;
                                    providerTradeNo: string | null;
                                    /** @description 0 待支付 1 已支付 2 已关闭 3 迟到到账待退款 4 已退款 */
                                    status: number;
                                    statusText: string;
                                    target: string;
                                }[];
                                priceFen: number;
                                /** @description none 不包赔 / basic 基础包赔（免费）/ tierA 标准包赔 / tierB 至尊包赔 */
                                protection: "none" | "basic" | "tierA" | "tierB";
                                protectionDays: number | null;
                                protectionFeeFen: number;
                                protectionName: string;
                                revealCount: number;
                                reveals: {
                                    /** Format: date-time */
                                    at: string;
                                    ip: string | null;
                                }[];
                                role: "buyer" | "seller" | "staff";
                                seller: {
                                    nickName: string;
                                };
                                /** @description 卖家与客服可见：成交价 − 佣金 */
                                sellerIncomeFen: number | null;
                                /** Format: date-time */
                                serverNow: string;
                                /** @description 0 待支付 1 交接中 2 已完成 3 已取消 4 已关闭（超时） */
                                state: number;
                                stateText: string;
                                timeline: {
                                    /** Format: date-time */
                                    at: string;
                                    text: string;
                                    type: string;
                                }[];
                                totalFen: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单（按状态、订单号） */
        get: {
            parameters: {
                query?: {
                    orderNo?: string;
                    pageNum?: number;
                    pageSize?: number;
                    state?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    buyerNick: string;
                                    /** Format: date-time */
                                    completedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                    goods: {
                                        cover: string | null;
                                        districtNames: string[];
                                        gameName: string;
                                        id: number;
                                        title: string;
                                    };
                                    id: number;
                                    orderNo: string;
                                    /** Format: date-time */
                                    paidAt: string | null;
                                    priceFen: number;
                                    protectionFeeFen: number;
                                    sellerIncomeFen: number | null;
                                    sellerNick: string;
                                    /** @description 0 待支付 1 交接中 2 已完成 3 已取消 4 已关闭（超时） */
                                    state: number;
                                    stateText: string;
                                    totalFen: number;
                                    /** @description 对方发来的未读聊天消息数 */
                                    unread: number;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/problem/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 关闭问题 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/problem/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 回复问题（状态 → 已回复，并通知用户） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 2-1000 字，会发给用户 */
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/problem/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 用户问题（最早在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description 不传为全部 */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    category: string;
                                    /** Format: date-time */
                                    closedAt: string | null;
                                    contact: string | null;
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    id: number;
                                    images: string[];
                                    kind: "feedback" | "suggest";
                                    nickName: string;
                                    /** Format: date-time */
                                    repliedAt: string | null;
                                    reply: string | null;
                                    /** @description 0 待处理 / 1 已回复 / 2 已关闭 */
                                    status: number;
                                    userId: number;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/report/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 采纳举报：加入黑名单并通知举报人 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 公示原因（5-500 字）；不填用举报内容 */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                blacklistId: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/report/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 驳回举报并通知举报人 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 驳回说明，2-200 字，会发给举报人 */
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/report/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 举报队列（最早在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description 0 待处理 / 1 已采纳 / 2 已驳回；不传为全部 */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    account: string;
                                    blacklistId: number | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    gameId: number | null;
                                    gameName: string | null;
                                    /** Format: date-time */
                                    handledAt: string | null;
                                    id: number;
                                    images: string[];
                                    /** @description qq / wechat / phone / other */
                                    kind: "qq" | "wechat" | "phone" | "other";
                                    note: string | null;
                                    reason: string;
                                    reporterId: number;
                                    reporterNick: string;
                                    /** @description 0 待处理 / 1 已采纳 / 2 已驳回 */
                                    status: number;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核通过：待审核 → 在售，并通知卖家 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 驳回：待审核 → 审核未通过（附原因），并通知卖家 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 驳回原因，2-200 字，会发给卖家 */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 待审核商品（最早提交在前；不含账号密码） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    /** @description 按模板顺序 */
                                    attrs: {
                                        fieldName: string;
                                        value: number | string | string[];
                                    }[];
                                    bargain: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    description: string;
                                    districtNames: string[];
                                    gameName: string;
                                    goodsSn: string;
                                    id: number;
                                    images: {
                                        thumb: string;
                                        url: string;
                                    }[];
                                    isGuarantee: 0 | 1 | 2;
                                    priceFen: number;
                                    seller: {
                                        id: number;
                                        /** @description 通过审核的商品数 */
                                        listed: number;
                                        nickName: string;
                                        /** @description 被驳回次数 */
                                        rejected: number;
                                        /** @description 已售出 */
                                        sold: number;
                                        verified: boolean;
                                    };
                                    title: string;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 常用驳回原因 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: string[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增社交账号 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 2-60 字 */
                        account: string;
                        enabled?: boolean;
                        /** @description 1-40 字 */
                        name: string;
                        /** @description wechat_mp 微信公众号 / weibo 微博 / douyin 抖音 / bilibili 哔哩哔哩 / xiaohongshu 小红书 */
                        platform: "wechat_mp" | "weibo" | "douyin" | "bilibili" | "xiaohongshu";
                        qrCode?: string | null;
                        sort?: number;
                        url?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                account: string;
                                enabled: boolean;
                                id: number;
                                name: string;
                                /** @description wechat_mp 微信公众号 / weibo 微博 / douyin 抖音 / bilibili 哔哩哔哩 / xiaohongshu 小红书 */
                                platform: "wechat_mp" | "weibo" | "douyin" | "bilibili" | "xiaohongshu";
                                platformName: string;
                                qrCode: string | null;
                                sort: number;
                                /** Format: date-time */
                                updatedAt: string;
                                url: string | null;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/social/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改社交账号 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 2-60 字 */
                        account: string;
                        enabled?: boolean;
                        /** @description 1-40 字 */
                        name: string;
                        /** @description wechat_mp 微信公众号 / weibo 微博 / douyin 抖音 / bilibili 哔哩哔哩 / xiaohongshu 小红书 */
                        platform: "wechat_mp" | "weibo" | "douyin" | "bilibili" | "xiaohongshu";
                        qrCode?: string | null;
                        sort?: number;
                        url?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                account: string;
                                enabled: boolean;
                                id: number;
                                name: string;
                                /** @description wechat_mp 微信公众号 / weibo 微博 / douyin 抖音 / bilibili 哔哩哔哩 / xiaohongshu 小红书 */
                                platform: "wechat_mp" | "weibo" | "douyin" | "bilibili" | "xiaohongshu";
                                platformName: string;
                                qrCode: string | null;
                                sort: number;
                                /** Format: date-time */
                                updatedAt: string;
                                url: string | null;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 删除社交账号 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/social/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 全部社交账号（含停用） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                account: string;
                                enabled: boolean;
                                id: number;
                                name: string;
                                /** @description wechat_mp 微信公众号 / weibo 微博 / douyin 抖音 / bilibili 哔哩哔哩 / xiaohongshu 小红书 */
                                platform: "wechat_mp" | "weibo" | "douyin" | "bilibili" | "xiaohongshu";
                                platformName: string;
                                qrCode: string | null;
                                sort: number;
                                /** Format: date-time */
                                updatedAt: string;
                                url: string | null;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增客服 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 停用后不展示，也不再被“验证客服”认作官方 */
                        enabled?: boolean;
                        games?: string[];
                        /** @description 1-20 字 */
                        name: string;
                        offline?: boolean;
                        /** @description 不公开展示，仅用于“验证客服” */
                        phone?: string | null;
                        qq?: string | null;
                        qrCode?: string | null;
                        sort?: number;
                        /** @description 1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回 */
                        type: number;
                        wechat?: string | null;
                        /** @description HH:MM-HH:MM（北京时间） */
                        workHours: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                enabled: boolean;
                                /** @description 负责的游戏名；空 = 全部游戏 */
                                games: string[];
                                id: number;
                                name: string;
                                offline: boolean;
                                /** @description 按工作时间（北京时间）计算；运营设置离线时为 false */
                                onDuty: boolean;
                                phone: string | null;
                                qq: string | null;
                                /** @description 二维码图片地址 */
                                qrCode: string | null;
                                sort: number;
                                /** @description 1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回 */
                                type: number;
                                typeName: string;
                                /** Format: date-time */
                                updatedAt: string;
                                wechat: string | null;
                                /** @description 北京时间，如 09:00-23:00（结束早于开始表示跨零点） */
                                workHours: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改客服 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 停用后不展示，也不再被“验证客服”认作官方 */
                        enabled?: boolean;
                        games?: string[];
                        /** @description 1-20 字 */
                        name: string;
                        offline?: boolean;
                        /** @description 不公开展示，仅用于“验证客服” */
                        phone?: string | null;
                        qq?: string | null;
                        qrCode?: string | null;
                        sort?: number;
                        /** @description 1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回 */
                        type: number;
                        wechat?: string | null;
                        /** @description HH:MM-HH:MM（北京时间） */
                        workHours: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                enabled: boolean;
                                /** @description 负责的游戏名；空 = 全部游戏 */
                                games: string[];
                                id: number;
                                name: string;
                                offline: boolean;
                                /** @description 按工作时间（北京时间）计算；运营设置离线时为 false */
                                onDuty: boolean;
                                phone: string | null;
                                qq: string | null;
                                /** @description 二维码图片地址 */
                                qrCode: string | null;
                                sort: number;
                                /** @description 1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回 */
                                type: number;
                                typeName: string;
                                /** Format: date-time */
                                updatedAt: string;
                                wechat: string | null;
                                /** @description 北京时间，如 09:00-23:00（结束早于开始表示跨零点） */
                                workHours: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 删除客服 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}/offline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 设置离线 / 恢复按工作时间在线 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description true 设为离线（不论工作时间）/ false 恢复按工作时间 */
                        offline: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                enabled: boolean;
                                /** @description 负责的游戏名；空 = 全部游戏 */
                                games: string[];
                                id: number;
                                name: string;
                                offline: boolean;
                                /** @description 按工作时间（北京时间）计算；运营设置离线时为 false */
                                onDuty: boolean;
                                phone: string | null;
                                qq: string | null;
                                /** @description 二维码图片地址 */
                                qrCode: string | null;
                                sort: number;
                                /** @description 1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回 */
                                type: number;
                                typeName: string;
                                /** Format: date-time */
                                updatedAt: string;
                                wechat: string | null;
                                /** @description 北京时间，如 09:00-23:00（结束早于开始表示跨零点） */
                                workHours: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 全部客服（含停用） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                enabled: boolean;
                                /** @description 负责的游戏名；空 = 全部游戏 */
                                games: string[];
                                id: number;
                                name: string;
                                offline: boolean;
                                /** @description 按工作时间（北京时间）计算；运营设置离线时为 false */
                                onDuty: boolean;
                                phone: string | null;
                                qq: string | null;
                                /** @description 二维码图片地址 */
                                qrCode: string | null;
                                sort: number;
                                /** @description 1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回 */
                                type: number;
                                typeName: string;
                                /** Format: date-time */
                                updatedAt: string;
                                wechat: string | null;
                                /** @description 北京时间，如 09:00-23:00（结束早于开始表示跨零点） */
                                workHours: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tradein/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 验号通过：用户入账（报价 − 服务费），商户可查看账号 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tradein/{id}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 验号：查看回收账号信息（付款后；记录并审计） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                account: string;
                                boundEmail: string | null;
                                boundPhone: string | null;
                                password: string;
                                /** Format: date-time */
                                revealedAt: string;
                                securityNotes: string | null;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tradein/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 验号未通过：退款给商户，回收取消 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 2-200 字 */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tradein/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 竞价回收单（按最后变动时间，最早在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                    stage?: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    attrList: {
                                        fieldKey: string;
                                        fieldName: string;
                                        text: string;
                                    }[];
                                    attrs: {
                                        [key: string]: number | string | string[];
                                    };
                                    /** Format: date-time */
                                    createdAt: string;
                                    districtPath: {
                                        id: number;
                                        name: string;
                                    }[];
                                    expectedPriceFen: number | null;
                                    gameId: number;
                                    gameName: string;
                                    id: number;
                                    images: {
                                        thumb: string;
                                        url: string;
                                    }[];
                                    manual: {
                                        /** Format: date-time */
                                        appraisedAt: string;
                                        note: string;
                                        operatorNick: string;
                                        priceFen: number;
                                    } | null;
                                    remark: string;
                                    /** @description 估价：0 估价中 3 已估价 4 已取消；竞价回收：0 待报价 2 已接受报价 3 已完成 4 已取消 5 已拒绝报价 */
                                    status: number;
                                    statusText: string;
                                    tradeIn: {
                                        accepted: {
                                            /** Format: date-time */
                                            acceptedAt: string;
                                            feeFen: number;
                                            merchantNick: string;
                                            /** Format: date-time */
                                            paidAt: string | null;
                                            /** Format: date-time */
                                            payDeadline: string;
                                            payoutFen: number;
                                            priceFen: number;
                                            quoteId: number;
                                        } | null;
                                        bestPriceFen: number | null;
                                        canAccept: boolean;
                                        canCancel: boolean;
                                        canHandover: boolean;
                                        canRefuse: boolean;
                                        /** Format: date-time */
                                        confirmedAt: string | null;
                                        /** @description 平台服务费率，万分比（300 = 3%） */
                                        feeBps: number;
                                        /** Format: date-time */
                                        handedOverAt: string | null;
                                        /** Format: date-time */
                                        quoteEndsAt: string;
                                        /** @description 最优在前：价高者先，同价先报者先 */
                                        quotes: {
                                            /** Format: date-time */
                                            createdAt: string;
                                            id: number;
                                            merchantNick: string;
                                            priceFen: number;
                                            /**
                                             * Format: date-time
                                             * @description 当前价格的报价时间（加价时更新）
                                             */
                                            quotedAt: string;
                                            /** @description 0 有效 1 已接受（待付款） 2 已付款 3 未选中/已关闭 4 超时未付款 5 已成交 6 已退款 */
                                            status: number;
                                            statusText: string;
                                        }[];
                                        /** @description 商户仍可报价（待报价且未到截止时间） */
                                        quoting: boolean;
                                        refund: ("provider" | "wallet") | (never | null);
                                        /** Format: date-time */
                                        rejectedAt: string | null;
                                        rejectReason: string | null;
                                        /** Format: date-time */
                                        serverNow: string;
                                        /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                        stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                        stageText: string;
                                    } | null;
                                    /** @description 1 估价 2 竞价回收 */
                                    type: number;
                                    /** Format: date-time */
                                    updatedAt: string;
                                    userId: number;
                                    userNick: string;
                                    valuation: {
                                        /** @description 采用的可比样本数（≤30） */
                                        comparableCount: number;
                                        /** Format: date-time */
                                        computedAt: string;
                                        /** @description few：可比样本少于 5 个 */
                                        confidence: "enough" | "few";
                                        /** @description 其中已成交 */
                                        dealCount: number;
                                        highFen: number | null;
                                        /** @description 其中在售 */
                                        listingCount: number;
                                        lowFen: number | null;
                                        medianFen: number | null;
                                        note: string | null;
                                        /** @description 图表用：可比样本的价格，按价格升序 */
                                        points: {
                                            kind: "deal" | "listing";
                                            priceFen: number;
                                            /** @description 0-1 */
                                            similarity: number;
                                        }[];
                                    };
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdraw/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 标记已打款（处理中 → 已打款） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 打款备注（如支付宝转账单号） */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 脱敏收款人姓名 */
                                accountName: string;
                                /** @description 脱敏支付宝账号 */
                                alipayAccount: string;
                                /** @description 申请金额（从余额扣除） */
                                amountFen: number;
                                /** Format: date-time */
                                createdAt: string;
                                feeFen: number;
                                id: number;
                                /** @description 实际到账 = 申请金额 − 手续费 */
                                payoutFen: number;
                                /** Format: date-time */
                                processedAt: string | null;
                                rejectReason: string | null;
                                /** @description 0 处理中 1 已打款 2 已驳回 */
                                status: number;
                                statusText: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdraw/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 驳回提现（冻结金额退回余额） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 驳回原因，2-200 字，会发给用户 */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 脱敏收款人姓名 */
                                accountName: string;
                                /** @description 脱敏支付宝账号 */
                                alipayAccount: string;
                                /** @description 申请金额（从余额扣除） */
                                amountFen: number;
                                /** Format: date-time */
                                createdAt: string;
                                feeFen: number;
                                id: number;
                                /** @description 实际到账 = 申请金额 − 手续费 */
                                payoutFen: number;
                                /** Format: date-time */
                                processedAt: string | null;
                                rejectReason: string | null;
                                /** @description 0 处理中 1 已打款 2 已驳回 */
                                status: number;
                                statusText: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdraw/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 提现申请（按状态，最新在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    /** @description 完整收款人姓名 */
                                    accountName: string;
                                    /** @description 完整支付宝账号（打款用） */
                                    alipayAccount: string;
                                    /** @description 申请金额（从余额扣除） */
                                    amountFen: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    feeFen: number;
                                    id: number;
                                    /** @description 实际到账 = 申请金额 − 手续费 */
                                    payoutFen: number;
                                    /** Format: date-time */
                                    processedAt: string | null;
                                    rejectReason: string | null;
                                    remark: string | null;
                                    /** @description 0 处理中 1 已打款 2 已驳回 */
                                    status: number;
                                    statusText: string;
                                    userId: number;
                                    userNick: string;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/black/blackList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 骗子黑名单查询（账号精确或包含匹配，≥3 个字符；不传为最新收录） */
        get: {
            parameters: {
                query?: {
                    /** @description 账号（≥3 个字符，精确或包含匹配）；不传为最新收录 */
                    keyword?: string;
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    account: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    gameName: string | null;
                                    id: number;
                                    /** @description qq / wechat / phone / other */
                                    kind: "qq" | "wechat" | "phone" | "other";
                                    reason: string;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/black/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 举报骗子（进入运营审核；每小时有次数限制） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 被举报账号，3-64 个字符 */
                        account: string;
                        gameId?: number;
                        /** @description ≤4 张，须为 /api/common/upload 返回的本人图片地址 */
                        images?: string[];
                        /** @description qq / wechat / phone / other */
                        kind: "qq" | "wechat" | "phone" | "other";
                        /** @description 经过描述，5-500 字 */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                id: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captchaImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 图形验证码 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                captchaEnabled: boolean;
                                /** @description data:image/svg+xml;base64,…；captchaEnabled 为 false 时为空 */
                                img: string;
                                uuid: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 上传图片（multipart 字段 file；按内容识别 JPG/PNG/WebP，≤10MB；重新编码去除元数据并生成缩略图） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 缩略图地址（宽 360px 的 webp） */
                                thumb: string;
                                /** @description 以 /uploads/ 开头的相对地址（重新编码、已去除 EXIF/GPS 等元数据） */
                                url: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods/info/downGoods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 下架：在售 → 已下架 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods/info/upGoods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 上架：已下架 → 在售；审核未通过 → 重新审核 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 短信验证码登录（新手机号自动注册） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 已阅读并同意用户协议和隐私政策（新用户必须为 true） */
                        agreed?: boolean;
                        /** @description 6 位短信验证码 */
                        dxyzm: string;
                        /** @description 手机号（11 位） */
                        phone: string;
                        /** @description sendYzm 返回的 yzmRankey */
                        yzmRankey: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 本次是否新注册 */
                                isNew: boolean;
                                token: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5/SmsforPwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 短信验证修改密码 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 6 位短信验证码 */
                        dxyzm: string;
                        /** @description 8-20 位，需同时包含字母和数字 */
                        password: string;
                        /** @description 手机号（11 位） */
                        phonenumber: string;
                        /** @description sendYzm 返回的 yzmRankey */
                        yzmRankey: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 健康检查 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                db: "up" | "down";
                                uptimeS: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 503;
                            data: {
                                db: "up" | "down";
                                uptimeS: number;
                            };
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 账号密码登录 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 图形验证码 */
                        code?: string;
                        password: string;
                        /** @description 手机号或用户名 */
                        username: string;
                        /** @description captchaImage 返回的 uuid */
                        uuid?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                token: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 退出登录 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 申请成为商户（同时只能有一份待审核申请） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 公司名称，≤50 字 */
                        companyName?: string | null;
                        /** @description 联系人，2-20 字 */
                        contactName: string;
                        /** @description 经营的游戏，1-10 个 */
                        games: string[];
                        /** @description 商户介绍，10-500 字 */
                        intro: string;
                        /** @description 11 位手机号 */
                        phone: string;
                        qq?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                id: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/apply/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我最近一次商户申请（无则 null） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** Format: date-time */
                                createdAt: string;
                                id: number;
                                /** @description 驳回原因 */
                                reason: string | null;
                                /** @description 0 待审核 / 1 已通过 / 2 已驳回 */
                                status: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/tradein/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一条回收申请（可报价的，或我报过价的） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                attrList: {
                                    fieldKey: string;
                                    fieldName: string;
                                    text: string;
                                }[];
                                attrs: {
                                    [key: string]: number | string | string[];
                                };
                                bestPriceFen: number | null;
                                /** Format: date-time */
                                createdAt: string;
                                districtPath: {
                                    id: number;
                                    name: string;
                                }[];
                                expectedPriceFen: number | null;
                                gameId: number;
                                gameName: string;
                                id: number;
                                images: {
                                    thumb: string;
                                    url: string;
                                }[];
                                myQuote: {
                                    id: number;
                                    priceFen: number;
                                    /** Format: date-time */
                                    quotedAt: string;
                                    status: number;
                                    statusText: string;
                                } | null;
                                /** @description 有效报价数 */
                                quoteCount: number;
                                /** Format: date-time */
                                quoteEndsAt: string;
                                quoting: boolean;
                                remark: string;
                                /** Format: date-time */
                                serverNow: string;
                                /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                valuation: {
                                    comparableCount: number;
                                    confidence: "enough" | "few";
                                    highFen: number | null;
                                    lowFen: number | null;
                                    medianFen: number | null;
                                };
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/tradein/{id}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 查看回收账号信息（付款商户，验号完成后；每次记录） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                account: string;
                                boundEmail: string | null;
                                boundPhone: string | null;
                                password: string;
                                /** Format: date-time */
                                revealedAt: string;
                                securityNotes: string | null;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/tradein/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 报价（每个商户每单一个报价，只能提高，须在报价截止前） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ¥1-¥1,000,000，整数元；只能提高 */
                        priceFen: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** Format: date-time */
                                acceptedAt: string | null;
                                bestPriceFen: number | null;
                                canPay: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                credentialsAvailable: boolean;
                                id: number;
                                /** Format: date-time */
                                paidAt: string | null;
                                /** Format: date-time */
                                payDeadline: string | null;
                                priceFen: number;
                                /** Format: date-time */
                                quotedAt: string;
                                /** @description 报价中时我的有效报价排名（1 = 最高） */
                                rank: number | null;
                                request: {
                                    attrList: {
                                        fieldKey: string;
                                        fieldName: string;
                                        text: string;
                                    }[];
                                    cover: string | null;
                                    districtPath: {
                                        id: number;
                                        name: string;
                                    }[];
                                    gameId: number;
                                    gameName: string;
                                    /** Format: date-time */
                                    quoteEndsAt: string;
                                    /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                    stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                    stageText: string;
                                };
                                requestId: number;
                                /** Format: date-time */
                                serverNow: string;
                                status: number;
                                statusText: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/tradein/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 可报价的回收申请（即将截止在前，不含账号信息） */
        get: {
            parameters: {
                query?: {
                    gameId?: number;
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    attrList: {
                                        fieldKey: string;
                                        fieldName: string;
                                        text: string;
                                    }[];
                                    attrs: {
                                        [key: string]: number | string | string[];
                                    };
                                    bestPriceFen: number | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    districtPath: {
                                        id: number;
                                        name: string;
                                    }[];
                                    expectedPriceFen: number | null;
                                    gameId: number;
                                    gameName: string;
                                    id: number;
                                    images: {
                                        thumb: string;
                                        url: string;
                                    }[];
                                    myQuote: {
                                        id: number;
                                        priceFen: number;
                                        /** Format: date-time */
                                        quotedAt: string;
                                        status: number;
                                        statusText: string;
                                    } | null;
                                    /** @description 有效报价数 */
                                    quoteCount: number;
                                    /** Format: date-time */
                                    quoteEndsAt: string;
                                    quoting: boolean;
                                    remark: string;
                                    /** Format: date-time */
                                    serverNow: string;
                                    /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                    stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                    valuation: {
                                        comparableCount: number;
                                        confidence: "enough" | "few";
                                        highFen: number | null;
                                        lowFen: number | null;
                                        medianFen: number | null;
                                    };
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/tradein/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的回收报价（最新在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description 不传为全部 */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    /** Format: date-time */
                                    acceptedAt: string | null;
                                    bestPriceFen: number | null;
                                    canPay: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    credentialsAvailable: boolean;
                                    id: number;
                                    /** Format: date-time */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    payDeadline: string | null;
                                    priceFen: number;
                                    /** Format: date-time */
                                    quotedAt: string;
                                    /** @description 报价中时我的有效报价排名（1 = 最高） */
                                    rank: number | null;
                                    request: {
                                        attrList: {
                                            fieldKey: string;
                                            fieldName: string;
                                            text: string;
                                        }[];
                                        cover: string | null;
                                        districtPath: {
                                            id: number;
                                            name: string;
                                        }[];
                                        gameId: number;
                                        gameName: string;
                                        /** Format: date-time */
                                        quoteEndsAt: string;
                                        /** @description quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝 */
                                        stage: "quoting" | "accepted" | "paid" | "handedOver" | "done" | "rejected" | "cancelled" | "refused";
                                        stageText: string;
                                    };
                                    requestId: number;
                                    /** Format: date-time */
                                    serverNow: string;
                                    status: number;
                                    statusText: string;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/area/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 大区列表 */
        get: {
            parameters: {
                query?: {
                    gameId?: number;
                    parentId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                hasChildren: boolean;
                                id: number;
                                level: "system" | "operator" | "area" | "server";
                                name: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/consignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交寄售（需实名认证）；带 id 为修改本人在售/已下架/未通过的商品，修改后重新审核 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 按游戏属性模板（fieldKey → 值） */
                        attrs: {
                            [key: string]: number | string | string[];
                        };
                        bargain: boolean;
                        credentials: {
                            /** @description 游戏登录账号，1-64 字 */
                            account: string;
                            /** @description 绑定邮箱说明，≤64 字 */
                            boundEmail?: string;
                            /** @description 绑定手机说明，≤40 字 */
                            boundPhone?: string;
                            /** @description 游戏登录密码，1-64 字 */
                            password: string;
                            /** @description 密保等说明，≤200 字 */
                            securityNotes?: string;
                        };
                        /** @description 10-1000 字 */
                        description: string;
                        districtId: number;
                        gameId: number;
                        id?: number;
                        /** @description 1-20 张本人上传的截图地址，第一张为封面 */
                        images: string[];
                        /** @description 0 不包赔 / 1 需购买包赔 / 2 免费包赔 */
                        isGuarantee: 0 | 1 | 2;
                        /** @description ¥1-¥1,000,000，整数元（100 的倍数） */
                        priceFen: number;
                        /** @description 5-60 字 */
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                id: number;
                                /** @description 0 待审核 */
                                saleState: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/consignment/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的卖号草稿（无则 null） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 卖号流程的草稿（SellDraftData），不含账号密码 */
                                data: {
                                    attrs?: {
                                        [key: string]: number | string | string[];
                                    };
                                    bargain?: boolean;
                                    description?: string;
                                    districtPath?: {
                                        id: number;
                                        name: string;
                                    }[];
                                    editingId?: number;
                                    gameId?: number;
                                    gameName?: string;
                                    images?: {
                                        thumb?: string;
                                        url: string;
                                    }[];
                                    /** @description 0 不包赔 / 1 需购买包赔 / 2 免费包赔 */
                                    isGuarantee?: 0 | 1 | 2;
                                    priceYuan?: string;
                                    title?: string;
                                };
                                /** Format: date-time */
                                updatedAt: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        /** 保存卖号草稿（每人一份，≤20KB，不得含账号密码） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 卖号流程的草稿（SellDraftData），不含账号密码 */
                        data: {
                            attrs?: {
                                [key: string]: number | string | string[];
                            };
                            bargain?: boolean;
                            description?: string;
                            districtPath?: {
                                id: number;
                                name: string;
                            }[];
                            editingId?: number;
                            gameId?: number;
                            gameName?: string;
                            images?: {
                                thumb?: string;
                                url: string;
                            }[];
                            /** @description 0 不包赔 / 1 需购买包赔 / 2 免费包赔 */
                            isGuarantee?: 0 | 1 | 2;
                            priceYuan?: string;
                            title?: string;
                        };
                        gameId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 删除卖号草稿 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/goods/editPrice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 改价（交易中、已售等状态不可改） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @description ¥1-¥1,000,000，整数元（100 的倍数） */
                        priceFen: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/message/changeRead/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 标记已读并返回该消息（重复调用无副作用） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                id: number;
                                /** @description 1 未读 / 2 已读 */
                                readState: number;
                                refId: number | null;
                                /** @description 关联对象类型，如 goods、problem、merchant、report */
                                refType: string | null;
                                /** @description 1 审核通过 2 审核未通过 3 商品售出 4 购买成功 … 10 问题已回复 11 商户申请结果 12 举报处理结果 */
                                sendType: number;
                                title: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/message/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的消息（含未读总数） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description 1 未读 / 2 已读；不传为全部（未读在前，其次最新） */
                    readState?: 1 | 2;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    id: number;
                                    /** @description 1 未读 / 2 已读 */
                                    readState: number;
                                    refId: number | null;
                                    /** @description 关联对象类型，如 goods、problem、merchant、report */
                                    refType: string | null;
                                    /** @description 1 审核通过 2 审核未通过 3 商品售出 4 购买成功 … 10 问题已回复 11 商户申请结果 12 举报处理结果 */
                                    sendType: number;
                                    title: string;
                                }[];
                                total: number;
                                /** @description 当前用户的未读总数（与筛选无关） */
                                unread: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/message/readAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 全部标记已读 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                changed: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/message/unreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未读消息数 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                unread: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/myBrowse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 浏览记录（最新在前，最多 200 条） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    cover: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    districtNames: string[];
                                    gameId: number;
                                    gameName: string;
                                    id: number;
                                    isGuarantee: 0 | 1 | 2;
                                    priceFen: number;
                                    saleState: number;
                                    tags: string[];
                                    title: string;
                                    viewCount: number;
                                    /** Format: date-time */
                                    viewedAt: string;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/myBrowse/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 清空浏览记录 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/myConsignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的商品（按状态，最近更新在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description 不传为全部：0 审核中 1 在售 2 交易中 3 已售 4 已下架 5 问题账号 6 已找回 99 未通过 */
                    saleState?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    cover: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    districtNames: string[];
                                    gameId: number;
                                    gameName: string;
                                    id: number;
                                    isGuarantee: 0 | 1 | 2;
                                    priceFen: number;
                                    rejectReason: string | null;
                                    saleState: number;
                                    tags: string[];
                                    title: string;
                                    /** Format: date-time */
                                    updatedAt: string;
                                    viewCount: number;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/myConsignment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的商品（编辑用，不含账号密码） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                attrs: {
                                    [key: string]: number | string | string[];
                                };
                                bargain: boolean;
                                description: string;
                                districtPath: {
                                    id: number;
                                    name: string;
                                }[];
                                gameId: number;
                                gameName: string;
                                id: number;
                                images: {
                                    thumb: string;
                                    url: string;
                                }[];
                                /** @description 0 不包赔 / 1 需购买包赔 / 2 免费包赔 */
                                isGuarantee: 0 | 1 | 2;
                                priceFen: number;
                                rejectReason: string | null;
                                saleState: number;
                                title: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/operator/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 运营商列表 */
        get: {
            parameters: {
                query?: {
                    gameId?: number;
                    parentId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                hasChildren: boolean;
                                id: number;
                                level: "system" | "operator" | "area" | "server";
                                name: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need/server/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 服务器列表 */
        get: {
            parameters: {
                query?: {
                    gameId?: number;
                    parentId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                hasChildren: boolean;
                                id: number;
                                level: "system" | "operator" | "area" | "server";
                                name: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单详情（买家、卖家、客服可见）：时间线、交接清单 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** Format: date-time */
                                autoConfirmAt: string | null;
                                buyer: {
                                    nickName: string;
                                };
                                canCancel: boolean;
                                canChat: boolean;
                                canConfirm: boolean;
                                canPay: boolean;
                                checklist: {
                                    key: string;
                                    text: string;
                                }[];
                                /** Format: date-time */
                                closedAt: string | null;
                                commissionFen: number | null;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                credentialsAvailable: boolean;
                                /** Format: date-time */
                                expiresAt: string;
                                goods: {
                                    cover: string | null;
                                    districtNames: string[];
                                    gameName: string;
                                    goodsSn: string;
                                    id: number;
                                    title: string;
                                };
                                id: number;
                                orderNo: string;
                                /** Format: date-time */
                                paidAt: string | null;
                                priceFen: number;
                                /** @description none 不包赔 / basic 基础包赔（免费）/ tierA 标准包赔 / tierB 至尊包赔 */
                                protection: "none" | "basic" | "tierA" | "tierB";
                                protectionDays: number | null;
                                protectionFeeFen: number;
                                protectionName: string;
                                revealCount: number;
                                role: "buyer" | "seller" | "staff";
                                seller: {
                                    nickName: string;
                                };
                                /** @description 卖家与客服可见：成交价 − 佣金 */
                                sellerIncomeFen: number | null;
                                /** Format: date-time */
                                serverNow: string;
                                /** @description 0 待支付 1 交接中 2 已完成 3 已取消 4 已关闭（超时） */
                                state: number;
                                stateText: string;
                                timeline: {
                                    /** Format: date-time */
                                    at: string;
                                    text: string;
                                    type: string;
                                }[];
                                totalFen: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 买家取消待支付订单，商品重新上架 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单聊天：取 afterId 之后的消息（每 3 秒轮询一次） */
        get: {
            parameters: {
                query?: {
                    afterId?: number;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 下次轮询传 afterId=lastId */
                                lastId: number;
                                rows: {
                                    /** Format: date-time */
                                    createdAt: string;
                                    id: number;
                                    imageUrl: string | null;
                                    kind: "text" | "image";
                                    mine: boolean;
                                    nickName: string;
                                    role: "buyer" | "seller" | "staff" | "system";
                                    text: string | null;
                                }[];
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** 订单聊天：发送文字或图片 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 本人上传的图片地址（POST /api/common/upload） */
                        imageUrl?: string;
                        /** @description 1-500 字 */
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** Format: date-time */
                                createdAt: string;
                                id: number;
                                imageUrl: string | null;
                                kind: "text" | "image";
                                mine: boolean;
                                nickName: string;
                                role: "buyer" | "seller" | "staff" | "system";
                                text: string | null;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 买家确认收货：交易完成，货款（扣除佣金）结算给卖家 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** Format: date-time */
                                completedAt: string;
                                /** @description 0 待支付 1 交接中 2 已完成 3 已取消 4 已关闭（超时） */
                                state: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 查看账号信息（仅已支付订单的买家；每次查看都会记录） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                account: string;
                                boundEmail: string | null;
                                boundPhone: string | null;
                                password: string;
                                /** Format: date-time */
                                revealedAt: string;
                                securityNotes: string | null;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单支付状态（支付结果页轮询，只读数据库） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                orderId: number;
                                paid: boolean;
                                /** Format: date-time */
                                paidAt: string | null;
                                /** @description 0 待支付 1 交接中 2 已完成 3 已取消 4 已关闭（超时） */
                                state: number;
                                stateText: string;
                                totalFen: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 确认订单页：商品、可选包赔、总价、能否购买（不锁定商品） */
        get: {
            parameters: {
                query: {
                    goodsId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                canBuy: boolean;
                                /** @description none 不包赔 / basic 基础包赔（免费）/ tierA 标准包赔 / tierB 至尊包赔 */
                                defaultProtection: "none" | "basic" | "tierA" | "tierB";
                                expireMinutes: number;
                                goods: {
                                    cover: string | null;
                                    districtNames: string[];
                                    gameId: number;
                                    gameName: string;
                                    goodsSn: string;
                                    id: number;
                                    isGuarantee: 0 | 1 | 2;
                                    priceFen: number;
                                    saleState: number;
                                    title: string;
                                };
                                /** @description 我已下单（未关闭）时的订单 id：去支付/查看 */
                                myOpenOrderId: number | null;
                                needRealname: boolean;
                                protectionRequired: boolean;
                                protections: {
                                    /** @description none 不包赔 / basic 基础包赔（免费）/ tierA 标准包赔 / tierB 至尊包赔 */
                                    code: "none" | "basic" | "tierA" | "tierB";
                                    description: string;
                                    feeFen: number;
                                    name: string;
                                    /** @description null 为永久（或不包赔） */
                                    periodDays: number | null;
                                    /** @description 费率，万分比 */
                                    rateBps: number;
                                    /** @description 选择此项时的应付总额 */
                                    totalFen: number;
                                }[];
                                reason: string | null;
                                rulesNoticeType: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 下单：锁定商品（在售 → 交易中），15 分钟内未支付自动关闭；并发下单只有一人成功，其余 409「已被他人下单」 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 已阅读并同意《交易须知》，须为 true */
                        acceptRules: boolean;
                        goodsId: number;
                        /** @description none 不包赔 / basic 基础包赔（免费）/ tierA 标准包赔 / tierB 至尊包赔 */
                        protection: "none" | "basic" | "tierA" | "tierB";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** Format: date-time */
                                expiresAt: string;
                                orderId: number;
                                orderNo: string;
                                /** @description 0 待支付 1 交接中 2 已完成 3 已取消 4 已关闭（超时） */
                                state: number;
                                totalFen: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/sellList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我卖出的（按状态分栏，最新在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description 不传为全部；0 待支付 1 交接中 2 已完成 3 已取消/已关闭 */
                    state?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    /** Format: date-time */
                                    completedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                    goods: {
                                        cover: string | null;
                                        districtNames: string[];
                                        gameName: string;
                                        id: number;
                                        title: string;
                                    };
                                    id: number;
                                    orderNo: string;
                                    /** Format: date-time */
                                    paidAt: string | null;
                                    priceFen: number;
                                    protectionFeeFen: number;
                                    sellerIncomeFen: number | null;
                                    /** @description 0 待支付 1 交接中 2 已完成 3 已取消 4 已关闭（超时） */
                                    state: number;
                                    stateText: string;
                                    totalFen: number;
                                    /** @description 对方发来的未读聊天消息数 */
                                    unread: number;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前客户端可用的支付方式 */
        get: {
            parameters: {
                query: {
                    /** @description 客户端：h5 / weapp 微信小程序 / alipay 支付宝小程序 */
                    target: "h5" | "weapp" | "alipay";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description sandbox 演示收银台 / alipay 支付宝 / wechatpay 微信支付 */
                                channel: "sandbox" | "alipay" | "wechatpay";
                                name: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发起支付：返回 H5 跳转地址 / 微信 requestPayment 参数 / 支付宝 tradeNO */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 小程序登录凭证：微信 Taro.login 的 code / 支付宝 my.getAuthCode 的 authCode */
                        authCode?: string;
                        /** @description sandbox 演示收银台 / alipay 支付宝 / wechatpay 微信支付 */
                        channel: "sandbox" | "alipay" | "wechatpay";
                        /** @description purpose=order 时的订单 id（也可用 targetId） */
                        orderId?: number;
                        /** @description 支付用途：order 交易订单（默认）/ rental 租号订单 / tradein 回收订单（商户付款） */
                        purpose?: "order" | "rental" | "tradein";
                        /** @description 客户端：h5 / weapp 微信小程序 / alipay 支付宝小程序 */
                        target: "h5" | "weapp" | "alipay";
                        /** @description 被支付对象的 id：rental → 租号订单 id，tradein → 回收单 id */
                        targetId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                action: "redirect" | "wxRequestPayment" | "alipayTradePay";
                                amountFen: number;
                                /** @description sandbox 演示收银台 / alipay 支付宝 / wechatpay 微信支付 */
                                channel: "sandbox" | "alipay" | "wechatpay";
                                /** Format: date-time */
                                expiresAt: string;
                                payNo: string;
                                /** @description 支付用途：order 交易订单（默认）/ rental 租号订单 / tradein 回收订单（商户付款） */
                                purpose: "order" | "rental" | "tradein";
                                /** @description action=redirect：跳转此地址（H5）或在 WebView 打开（小程序沙箱） */
                                redirectUrl: string | null;
                                targetId: number;
                                /** @description action=alipayTradePay：my.tradePay({ tradeNO }) */
                                tradeNo: string | null;
                                wxPayParams: {
                                    nonceStr: string;
                                    package: string;
                                    paySign: string;
                                    /** @enum {string} */
                                    signType: "RSA";
                                    timeStamp: string;
                                } | null;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/sandbox/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 沙箱收银台：支付 / 支付失败（小程序可直接调用） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payNo: string;
                        result: "success" | "fail";
                        t: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description purpose=order 时的订单 id，其他用途为 null */
                                orderId: number | null;
                                /** @description 支付用途：order 交易订单（默认）/ rental 租号订单 / tradein 回收订单（商户付款） */
                                purpose: "order" | "rental" | "tradein";
                                result: "success" | "fail";
                                /** @description 支付后应前往的页面（相对路径） */
                                returnPath: string;
                                targetId: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/realname/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 实名认证（年满 18 周岁） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 18 位居民身份证号码 */
                        idCard: string;
                        /** @description 2-20 位中文姓名，可含 · */
                        realName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 脱敏身份证号（前 3 后 4） */
                                idCard: string;
                                /** @description 脱敏姓名 */
                                realName: string;
                                realStatus: 1 | 2;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 手机号注册 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 必须为 true */
                        agreed?: boolean;
                        /** @description 6 位短信验证码 */
                        dxyzm: string;
                        /** @description 8-20 位，需同时包含字母和数字 */
                        password: string;
                        /** @description 手机号（11 位） */
                        phone: string;
                        /** @description sendYzm 返回的 yzmRankey */
                        yzmRankey: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                token: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saleOrder/web/buyList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我买到的（按状态分栏，最新在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    /** @description 不传为全部；0 待支付 1 交接中 2 已完成 3 已取消/已关闭 */
                    state?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    /** Format: date-time */
                                    completedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                    goods: {
                                        cover: string | null;
                                        districtNames: string[];
                                        gameName: string;
                                        id: number;
                                        title: string;
                                    };
                                    id: number;
                                    orderNo: string;
                                    /** Format: date-time */
                                    paidAt: string | null;
                                    priceFen: number;
                                    protectionFeeFen: number;
                                    sellerIncomeFen: number | null;
                                    /** @description 0 待支付 1 交接中 2 已完成 3 已取消 4 已关闭（超时） */
                                    state: number;
                                    stateText: string;
                                    totalFen: number;
                                    /** @description 对方发来的未读聊天消息数 */
                                    unread: number;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/sendYzm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发送短信验证码 */
        get: {
            parameters: {
                query: {
                    /** @description 手机号（11 位） */
                    phone?: string;
                    /** @description phoneLogin 短信登录 / register 注册 / mima 修改密码 / cancel 注销账号（需登录，可不传 phone） */
                    type: "phoneLogin" | "register" | "mima" | "cancel";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                yzmRankey: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/notice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公告 / 文章详情 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                category: string | null;
                                cover: string | null;
                                /** Format: date-time */
                                createTime: string;
                                id: number;
                                /** @description 已净化的 HTML */
                                noticeContent: string;
                                noticeTitle: string;
                                noticeType: string;
                                /** Format: date-time */
                                updateTime: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 注销账号 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dxyzm: string;
                        /** @description sendYzm type=cancel 返回的 yzmRankey */
                        yzmRankey: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户资料 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                avatar: string;
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                id: number;
                                /** @description 脱敏身份证号（前 3 后 4）；未实名为空 */
                                idCard: string;
                                nickName: string;
                                /** @description 脱敏手机号，如 138****1234 */
                                phone: string;
                                /** @description 脱敏姓名，如 张*三；未实名为空 */
                                realName: string;
                                /** @description 1 未实名 / 2 已实名 */
                                realStatus: 1 | 2;
                                roles: string[];
                                /** @description '0' 男 / '1' 女 / '2' 未知 */
                                sex: "0" | "1" | "2";
                                userName: string;
                                /** @description 用户名是否还可修改（仅一次） */
                                userNameChangeable: boolean;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        /** 修改资料 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        avatar?: string;
                        email?: string;
                        nickName?: string;
                        /** @description '0' 男 / '1' 女 / '2' 未知 */
                        sex?: "0" | "1" | "2";
                        /** @description 只能修改一次 */
                        userName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                avatar: string;
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                id: number;
                                /** @description 脱敏身份证号（前 3 后 4）；未实名为空 */
                                idCard: string;
                                nickName: string;
                                /** @description 脱敏手机号，如 138****1234 */
                                phone: string;
                                /** @description 脱敏姓名，如 张*三；未实名为空 */
                                realName: string;
                                /** @description 1 未实名 / 2 已实名 */
                                realStatus: 1 | 2;
                                roles: string[];
                                /** @description '0' 男 / '1' 女 / '2' 未知 */
                                sex: "0" | "1" | "2";
                                userName: string;
                                /** @description 用户名是否还可修改（仅一次） */
                                userNameChangeable: boolean;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/V2/H5/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 某类官方客服（type 1 业务 2 客服 3 寄售 4 包赔 5 找回；不传为全部） */
        get: {
            parameters: {
                query?: {
                    /** @description 1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回 */
                    type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 负责的游戏名；空 = 全部游戏 */
                                games: string[];
                                id: number;
                                name: string;
                                /** @description 按工作时间（北京时间）计算；运营设置离线时为 false */
                                onDuty: boolean;
                                qq: string | null;
                                /** @description 二维码图片地址 */
                                qrCode: string | null;
                                /** @description 1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回 */
                                type: number;
                                typeName: string;
                                wechat: string | null;
                                /** @description 北京时间，如 09:00-23:00（结束早于开始表示跨零点） */
                                workHours: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/V2/H5/allQQlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 全部官方客服（按类型、排序） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 负责的游戏名；空 = 全部游戏 */
                                games: string[];
                                id: number;
                                name: string;
                                /** @description 按工作时间（北京时间）计算；运营设置离线时为 false */
                                onDuty: boolean;
                                qq: string | null;
                                /** @description 二维码图片地址 */
                                qrCode: string | null;
                                /** @description 1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回 */
                                type: number;
                                typeName: string;
                                wechat: string | null;
                                /** @description 北京时间，如 09:00-23:00（结束早于开始表示跨零点） */
                                workHours: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/V2/H5/checkAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 验证客服：QQ/微信/手机号是否为官方（仅精确匹配；每 IP 每分钟 30 次） */
        get: {
            parameters: {
                query: {
                    /** @description QQ号 / 微信号 / 手机号，3-50 位，精确匹配 */
                    account: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                account: string;
                                /** @description 该账号在骗子黑名单中（精确匹配） */
                                blacklisted: boolean;
                                /** @description 按格式推测的账号类型 */
                                kind: "qq" | "wechat" | "phone" | "unknown";
                                matched: {
                                    as: "staff" | "group" | "social";
                                    name: string;
                                    typeName: string;
                                } | null;
                                /** @description 是否为官方客服、官方群或官方社交账号 */
                                official: boolean;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/V2/H5/gonggaoDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 内容页（用户协议、隐私政策、交易须知等） */
        get: {
            parameters: {
                query: {
                    /** @description 单页类型：yonghuxieyi 用户协议 / yinsizhengce 隐私政策 / jyxz 交易须知 / shhz 商户合作 / 100 找回案例 / jieshao 平台介绍 / zhaomu 人才招募 / appDownload 手机使用 / security 防骗指南 */
                    noticeType: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 已净化的 HTML */
                                noticeContent: string;
                                noticeTitle: string;
                                noticeType: string;
                                /** Format: date-time */
                                updateTime: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/V2/H5/qqGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官方QQ群（未满在前） */
        get: {
            parameters: {
                query?: {
                    /** @description 该游戏的群及通用群；不传为全部 */
                    gameId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 已满 */
                                full: boolean;
                                gameId: number | null;
                                gameName: string | null;
                                id: number;
                                name: string;
                                qq: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的钱包：余额、冻结、提现规则 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 可用余额（已扣除冻结） */
                                balanceFen: number;
                                /** @description 提现冻结中 */
                                heldFen: number;
                                pendingWithdraw: {
                                    /** @description 脱敏收款人姓名 */
                                    accountName: string;
                                    /** @description 脱敏支付宝账号 */
                                    alipayAccount: string;
                                    /** @description 申请金额（从余额扣除） */
                                    amountFen: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    feeFen: number;
                                    id: number;
                                    /** @description 实际到账 = 申请金额 − 手续费 */
                                    payoutFen: number;
                                    /** Format: date-time */
                                    processedAt: string | null;
                                    rejectReason: string | null;
                                    /** @description 0 处理中 1 已打款 2 已驳回 */
                                    status: number;
                                    statusText: string;
                                } | null;
                                /** @description 实名姓名（脱敏）；null 表示未实名 */
                                realNameMasked: string | null;
                                rules: {
                                    feeBps: number;
                                    feeMinFen: number;
                                    maxPending: number;
                                    minFen: number;
                                };
                                /** @description 累计货款收入 */
                                totalIncomeFen: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 钱包明细（最新在前） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    /** @description 带符号：收入为正，支出为负 */
                                    amountFen: number;
                                    balanceAfterFen: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    id: number;
                                    /** @description sale_income 货款收入 / withdraw_hold 提现冻结 / withdraw_release 提现退回 */
                                    kind: string;
                                    kindText: string;
                                    memo: string;
                                    refId: number;
                                    refType: string;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 申请提现到支付宝（收款人须为本人实名；单笔不少于 ¥10；同时只能有一笔处理中） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 收款人姓名，须与实名认证姓名一致 */
                        accountName: string;
                        /** @description 支付宝账号（手机号或邮箱） */
                        alipayAccount: string;
                        /** @description 提现金额（分），不少于 1000 */
                        amountFen: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** @description 脱敏收款人姓名 */
                                accountName: string;
                                /** @description 脱敏支付宝账号 */
                                alipayAccount: string;
                                /** @description 申请金额（从余额扣除） */
                                amountFen: number;
                                /** Format: date-time */
                                createdAt: string;
                                feeFen: number;
                                id: number;
                                /** @description 实际到账 = 申请金额 − 手续费 */
                                payoutFen: number;
                                /** Format: date-time */
                                processedAt: string | null;
                                rejectReason: string | null;
                                /** @description 0 处理中 1 已打款 2 已驳回 */
                                status: number;
                                statusText: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的提现记录 */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    /** @description 脱敏收款人姓名 */
                                    accountName: string;
                                    /** @description 脱敏支付宝账号 */
                                    alipayAccount: string;
                                    /** @description 申请金额（从余额扣除） */
                                    amountFen: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    feeFen: number;
                                    id: number;
                                    /** @description 实际到账 = 申请金额 − 手续费 */
                                    payoutFen: number;
                                    /** Format: date-time */
                                    processedAt: string | null;
                                    rejectReason: string | null;
                                    /** @description 0 处理中 1 已打款 2 已驳回 */
                                    status: number;
                                    statusText: string;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/districtSuit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 区服：parentId 的子节点（无 parentId 时需 gameId，返回根节点） */
        get: {
            parameters: {
                query?: {
                    gameId?: number;
                    parentId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                hasChildren: boolean;
                                id: number;
                                level: "system" | "operator" | "area" | "server";
                                name: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/game/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 游戏列表（按 sort 排序） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                hot: boolean;
                                icon: string | null;
                                id: number;
                                name: string;
                                sort: number;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/gameTempAttr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 游戏属性模板 */
        get: {
            parameters: {
                query: {
                    gameId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                fieldKey: string;
                                fieldName: string;
                                fieldType: "number" | "select" | "multi" | "text";
                                isSearch: boolean;
                                must: boolean;
                                options: string[] | null;
                                range: {
                                    max: number;
                                    min: number;
                                    unit?: string;
                                } | null;
                                sort: number;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/good/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商品详情（登录可选） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                accountType: 1 | 2;
                                attrs: {
                                    fieldKey: string;
                                    fieldName: string;
                                    value: number | string | string[];
                                }[];
                                collected: boolean;
                                cover: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                description: string;
                                districtNames: string[];
                                districtPath: {
                                    id: number;
                                    name: string;
                                }[];
                                gameId: number;
                                gameName: string;
                                id: number;
                                images: {
                                    thumb: string;
                                    url: string;
                                }[];
                                isGuarantee: 0 | 1 | 2;
                                priceFen: number;
                                saleState: number;
                                seller: {
                                    avatar: string | null;
                                    completedSales: number;
                                    id: number;
                                    nickName: string;
                                    verified: boolean;
                                };
                                tags: string[];
                                title: string;
                                viewCount: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/good/allList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 商品列表（仅在售） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 属性筛选 f1…f20 按游戏模板：数值为 "最小-最大"（任一侧可空），单选为字符串，多选为字符串数组（任一匹配） */
            requestBody: {
                content: {
                    "application/json": {
                        districtId?: number;
                        f1?: string | string[];
                        f2?: string | string[];
                        f3?: string | string[];
                        f4?: string | string[];
                        f5?: string | string[];
                        f6?: string | string[];
                        f7?: string | string[];
                        f8?: string | string[];
                        f9?: string | string[];
                        f10?: string | string[];
                        f11?: string | string[];
                        f12?: string | string[];
                        f13?: string | string[];
                        f14?: string | string[];
                        f15?: string | string[];
                        f16?: string | string[];
                        f17?: string | string[];
                        f18?: string | string[];
                        f19?: string | string[];
                        f20?: string | string[];
                        gameId?: number;
                        goodsTypes?: string[];
                        keyWord?: string;
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 10 */
                        pageSize?: number;
                        priceEndFen?: number;
                        priceStartFen?: number;
                        /** @default timedesc */
                        sortRank?: "timedesc" | "timeasc" | "priceasc" | "pricedesc";
                    } & {
                        [key: string]: string | string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    cover: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    districtNames: string[];
                                    gameId: number;
                                    gameName: string;
                                    id: number;
                                    isGuarantee: 0 | 1 | 2;
                                    priceFen: number;
                                    tags: string[];
                                    title: string;
                                    viewCount: number;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/goods/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 收藏商品（幂等） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/goods/collect/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的收藏（最新在前，含已售/下架商品及其状态） */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    /** Format: date-time */
                                    collectedAt: string;
                                    cover: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    districtNames: string[];
                                    gameId: number;
                                    gameName: string;
                                    id: number;
                                    isGuarantee: 0 | 1 | 2;
                                    priceFen: number;
                                    saleState: number;
                                    tags: string[];
                                    title: string;
                                    viewCount: number;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/goods/collect/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 取消收藏 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/keylist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 区服级联：游戏的系统，或 systemKey / parentId 的下一级 */
        get: {
            parameters: {
                query?: {
                    gameId?: number;
                    parentId?: number;
                    /** @description 系统节点的 id 或名称（如“安卓”） */
                    systemKey?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                hasChildren: boolean;
                                id: number;
                                level: "system" | "operator" | "area" | "server";
                                name: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/notice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公告 / 文章详情 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                category: string | null;
                                cover: string | null;
                                /** Format: date-time */
                                createTime: string;
                                id: number;
                                /** @description 已净化的 HTML */
                                noticeContent: string;
                                noticeTitle: string;
                                noticeType: string;
                                /** Format: date-time */
                                updateTime: string;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/notice/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 分类及已发布文章数（固定展示顺序） */
        get: {
            parameters: {
                query: {
                    /** @description 列表类型：gonggao 平台公告 / xinwen 行业资讯 / help 帮助中心 */
                    noticeType: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                category: string;
                                count: number;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/notice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公告、资讯、帮助文章列表（置顶优先，其次最新） */
        get: {
            parameters: {
                query: {
                    /** @description 分类，如帮助中心的“买家帮助” */
                    category?: string;
                    /** @description 按标题搜索（字面匹配） */
                    keyword?: string;
                    /** @description 列表类型：gonggao 平台公告 / xinwen 行业资讯 / help 帮助中心 */
                    noticeType: string;
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                rows: {
                                    category: string | null;
                                    cover: string | null;
                                    /** Format: date-time */
                                    createTime: string;
                                    id: number;
                                    noticeTitle: string;
                                    noticeType: string;
                                    pinned: boolean;
                                    /** @description 正文前约 60 字的纯文本 */
                                    summary: string;
                                    /** Format: date-time */
                                    updateTime: string;
                                }[];
                                total: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/recentlydeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 最近成交（标题打码） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                /** Format: date-time */
                                dealAt: string;
                                priceFen: number;
                                title: string;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/recommend/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 推荐：0 = 首页推荐位，商品 id = 相似商品 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description 0 = 首页推荐位，其它 = 相似商品 */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                cover: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                districtNames: string[];
                                gameId: number;
                                gameName: string;
                                id: number;
                                isGuarantee: 0 | 1 | 2;
                                priceFen: number;
                                tags: string[];
                                title: string;
                                viewCount: number;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/social/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官方社交媒体账号 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                account: string;
                                id: number;
                                name: string;
                                /** @description wechat_mp 微信公众号 / weibo 微博 / douyin 抖音 / bilibili 哔哩哔哩 / xiaohongshu 小红书 */
                                platform: "wechat_mp" | "weibo" | "douyin" | "bilibili" | "xiaohongshu";
                                platformName: string;
                                qrCode: string | null;
                                url: string | null;
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {object|null} */
                            data: never | null;
                            msg: string;
                            requestId?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
