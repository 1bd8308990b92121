const words = (text: string): readonly string[] => text.trim().split(/\s+/);

/**
 * Header texts that propose a field, normalised (lower case, letters and digits only), most
 * specific first. `proposeMapping` tries exact matches first, then headers containing one.
 */
export const SYNONYMS = {
  product_code: words(`code productcode itemcode sku skucode stockcode itemno itemnumber
    productno productnumber productid partno partnumber articlecode article articleno
    materialcode`),
  description: words(`description productdescription itemdescription desc name productname
    itemname product item title stockdescription`),
  unit_price: words(`price unitprice retailprice sellingprice rrp priceinclvat priceexclvat
    unitcost cost amount rate priceeach unitpricezar pricezar retail selling sellprice`),
  category: words('category productcategory group productgroup department range class'),
  unit: words('unit uom unitofmeasure units packsize pack measure size'),
  barcode: words('barcode ean ean13 upc gtin barcodeean'),
  stock_quantity: words(`stock stockquantity qtyonhand onhand soh stockonhand qty quantity
    available inventory stocklevel`),
  quantity: words(`quantity qty qtyordered orderqty orderquantity quantityordered ordered units
    cases`),
  distributor_reference: words(`ponumber po pono purchaseorder purchaseordernumber reference ref
    orderref orderreference ordernumber orderno distributorreference poref yourref`),
} as const;
