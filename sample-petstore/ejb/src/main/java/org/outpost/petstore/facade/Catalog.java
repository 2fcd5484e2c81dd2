// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.facade;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import org.outpost.petstore.entity.Category;
import org.outpost.petstore.entity.Inventory;
import org.outpost.petstore.entity.Item;
import org.outpost.petstore.entity.Product;
import org.outpost.petstore.view.CategoryPage;
import org.outpost.petstore.view.ItemDetail;
import org.outpost.petstore.view.ItemSummary;
import org.outpost.petstore.view.PetStoreException;
import org.outpost.petstore.view.ProductPage;
import org.outpost.petstore.view.ProductSummary;
import org.outpost.petstore.view.SearchResult;

/**
 * Browsing the catalog (Pet Store's Catalog bean): a category's products, a product's items, an item with its stock,
 * and the keyword search. Read-only.
 */
@Stateless
public class Catalog {

    /** Products per page of the Category and Search pages. */
    public static final int PAGE_SIZE = 10;

    /** The most keywords a search looks for; the rest are ignored. */
    public static final int MAX_KEYWORDS = 5;

    private static final Comparator<Product> BY_NAME = Comparator.comparing(Product::getName).thenComparing(Product::getId);

    @PersistenceContext(unitName = "petstore")
    private EntityManager em;

    /** A category with page {@code start}… of its products, by name. */
    public CategoryPage category(String categoryId, int start) throws PetStoreException {
        Category category = Lookups.find(this.em, Category.class, categoryId, "category");
        List<Product> products = this.em.createNamedQuery("Product.byCategory", Product.class).setParameter("category", categoryId)
                .setFirstResult(Lookups.start(start)).setMaxResults(PAGE_SIZE + 1).getResultList();
        return new CategoryPage(category.getId(), category.getName(), category.getDescription(), summaries(products), start,
                products.size() > PAGE_SIZE);
    }

    /** A product, its category and its items. */
    public ProductPage product(String productId) throws PetStoreException {
        Product product = Lookups.find(this.em, Product.class, productId, "product");
        List<ItemSummary> items = this.em.createNamedQuery("Item.byProduct", Item.class).setParameter("product", productId).getResultStream()
                .map(item -> new ItemSummary(item.getId(), item.getAttribute(), item.getListPrice())).toList();
        Category category = product.getCategory();
        return new ProductPage(product.getId(), product.getName(), product.getDescription(), category.getId(), category.getName(), items);
    }

    /** An item, its product and category, and how many are in stock (the Item page, and what the cart adds). */
    public ItemDetail item(String itemId) throws PetStoreException {
        Item item = Lookups.find(this.em, Item.class, itemId, "item");
        Inventory inventory = this.em.find(Inventory.class, itemId);
        Product product = item.getProduct();
        Category category = product.getCategory();
        return new ItemDetail(item.getId(), item.getAttribute(), item.getListPrice(), product.getId(), product.getName(),
                product.getDescription(), category.getId(), category.getName(), inventory == null ? 0 : inventory.getQuantity());
    }

    /**
     * Page {@code start}… of the products whose name or description contains any of the whitespace-separated
     * {@code keywords} (case-insensitive; at most {@link #MAX_KEYWORDS}), by name.
     */
    public SearchResult search(String keywords, int start) throws PetStoreException {
        List<String> words = keywords == null ? List.of()
                : Arrays.stream(keywords.trim().toLowerCase(Locale.ROOT).split("\\s+")).filter(word -> !word.isEmpty()).distinct()
                        .limit(MAX_KEYWORDS).toList();
        if (words.isEmpty()) {
            throw new PetStoreException("Please enter a keyword to search for");
        }
        // The page's products, and one more to tell whether a next page exists, are among the first start + PAGE_SIZE + 1
        // matches of each keyword: no keyword's query reads further.
        int wanted = Lookups.start(start) + PAGE_SIZE + 1;
        TreeSet<Product> found = new TreeSet<>(BY_NAME);
        for (String word : words) {
            found.addAll(this.em.createNamedQuery("Product.search", Product.class).setParameter("pattern", "%" + escapeLike(word) + "%")
                    .setMaxResults(wanted).getResultList());
        }
        List<Product> first = new ArrayList<>(found).subList(0, Math.min(found.size(), wanted));
        int from = Math.min(start, first.size());
        return new SearchResult(words, summaries(first.subList(from, first.size())), start, first.size() == wanted);
    }

    /** The first {@link #PAGE_SIZE} of {@code products}. */
    private static List<ProductSummary> summaries(List<Product> products) {
        return products.stream().limit(PAGE_SIZE).map(p -> new ProductSummary(p.getId(), p.getName(), p.getDescription())).toList();
    }

    /** {@code word} for a LIKE pattern with escape character {@code !}: its {@code %}, {@code _} and {@code !} match themselves. */
    static String escapeLike(String word) {
        return word.replace("!", "!!").replace("%", "!%").replace("_", "!_");
    }
}
