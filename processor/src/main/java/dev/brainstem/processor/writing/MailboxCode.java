package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import javax.lang.model.element.Modifier;

/**
 * The one-entity machine's mailbox: how game code sends to the entity, and how the messages due are
 * delivered, at the start of an update or when the game calls {@code deliver()}. Only for machines with
 * {@code @OnMessage} handlers; the routing of a message to its handler is {@link DeliveryCode}'s.
 */
final class MailboxCode extends FsmPiece {
    MailboxCode(FsmPiece.Site site) {
        super(site);
    }

    /**
     * {@code send}, {@code droppedMessages}, {@code setMessageDelivery}, {@code deliver} and
     * {@code deliverMail}, which both an update's start (unless delivery is left to {@code deliver}) and
     * {@code deliver} run.
     */
    void write(boolean settle) {
        RegionMail regionMail = new RegionMail(regions);
        type.addMethod(MethodSpec.methodBuilder("send")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Sends {@code message} to the entity: delivered at the start of its next update, before "
                        + "its\ndecision (or by {@link #deliver()} before that), to the handler its state has for the "
                        + "message's\nclass.\n\n")
                .addJavadoc("@throws $T if no handler of the machine takes the message's class, or it is\nnull\n",
                        IllegalArgumentException.class)
                .addParameter(Object.class, "message")
                .addStatement("send(message, 0f)").build());
        type.addMethod(MethodSpec.methodBuilder("send")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Sends {@code message} to the entity, delivered at the start of the first update after "
                        + "which the\nsum of the updates' dt ({@link #clock()}) has grown by {@code delaySeconds}, or by "
                        + "{@link #deliver()}\nonce due; messages due at one update are delivered by due time, then in "
                        + "the order sent.\n\n")
                .addJavadoc("@throws $T if no handler of the machine takes the message's class, it is\nnull, or the "
                        + "delay is negative, infinite or NaN\n", IllegalArgumentException.class)
                .addParameter(Object.class, "message").addParameter(float.class, "delaySeconds")
                .beginControlFlow("if (!takes(message)$L)", regionMail.takenElsewhere())
                .addStatement("throw new $T(NAME + $S\n+ (message == null ? \"null\" : message.getClass().getName()))",
                        IllegalArgumentException.class, ": no @OnMessage handler takes ")
                .endControlFlow()
                .addStatement("$T.checkDelay(NAME, delaySeconds)", RuntimeTypes.TIME_STEP)
                // The mailbox counts the delay from the clock of the last update; a send from a parallel
                // tick's handler is held until that tick ends, so that sends come in the sequential order,
                // or until this machine's next update on the same thread (the entity that owns it).
                .addCode(regionMail.any() ? CodeBlock.builder().beginControlFlow("if (takes(message))")
                        .addStatement("mail.send(0L, message, delaySeconds)").endControlFlow().build()
                        : CodeBlock.of("mail.send(0L, message, delaySeconds);\n"))
                .addCode(regionMail.send()).build());
        type.addMethod(MethodSpec.methodBuilder("droppedMessages")
                .addModifiers(Modifier.PUBLIC)
                .returns(long.class)
                .addJavadoc("How many messages were dropped because no handler of the entity's state took them.\n")
                .addStatement("return mail.dropped()$L", regionMail.dropped()).build());
        type.addMethod(MethodSpec.methodBuilder("setMessageDelivery")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("When the entity's messages are delivered: at the start of every update, before its "
                        + "decision (the\ndefault), or only when the game calls {@link #deliver()}, at the point of "
                        + "its frame it chooses,\nas a batch's {@code setMessageDelivery}. Set from a handler, it "
                        + "holds from the next update.\n\n")
                .addJavadoc("@throws $T for null\n", IllegalArgumentException.class)
                .addParameter(RuntimeTypes.MESSAGE_DELIVERY, "when")
                .beginControlFlow("if (when == null)")
                .addStatement("throw new $T(NAME + $S)", IllegalArgumentException.class, ": setMessageDelivery(null)")
                .endControlFlow()
                .addStatement("deliversOnUpdate = when == $T.TICK_START", RuntimeTypes.MESSAGE_DELIVERY)
                .addCode(regionMail.each("setMessageDelivery(when)")).build());
        String time = tracksTime ? ", timeInState()" : "";
        type.addMethod(MethodSpec.methodBuilder("deliver")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Delivers now the messages due by the clock, as the start of an update does (due time, "
                        + "then send\norder, each handler's transition made before the next message), without a "
                        + "decision and\nwithout moving the clock: for a game that delivers at a point of the frame "
                        + "of its own\n(see {@link #setMessageDelivery}).\n\n"
                        + "@throws $T if a handler returns a state its {@code to()} does not list\n"
                        + "@throws $T after {@link #MAX_TRANSITIONS_PER_TICK} transitions\n",
                        RuntimeTypes.ILLEGAL_TRANSITION, RuntimeTypes.TRANSITION_LIMIT)
                .addStatement("claim()")
                .beginControlFlow("try")
                .addStatement("spent = 0")
                .addStatement("deliverMail()")
                .nextControlFlow("finally").addStatement("busy = false").endControlFlow()
                .addCode(regionMail.each("deliver()"))
                .build());
        if (regions.follows()) {
            // A follower's update delivers what the leader's update opened at its start (begin).
            type.addMethod(MethodSpec.methodBuilder("deliverMail")
                    .addModifiers(Modifier.PRIVATE)
                    .addJavadoc("Delivers the messages due by the clock, sent before this deliver, as {@link "
                            + "#deliverOpened}.\n")
                    .addStatement("mail.open(clock)")
                    .addStatement("deliverOpened()")
                    .build());
        }
        type.addMethod(MethodSpec.methodBuilder(regions.follows() ? "deliverOpened" : "deliverMail")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(regions.follows() ? "Delivers the messages the mailbox opened, in due-time then send "
                        + "order; a handler's\ntransition (event MESSAGE) is made before the next message.\n"
                        : "Delivers the messages due by the clock, sent before this update or deliver, in due-time "
                        + "then\nsend order; a handler's transition (event MESSAGE) is made before the next message.\n")
                .addCode(regions.follows() ? CodeBlock.of("") : CodeBlock.of("mail.open(clock);\n"))
                .beginControlFlow("while (mail.next())")
                .addStatement("int delivered = deliver($L, state, mail.message()$L)", machineArguments(), time)
                .beginControlFlow("if (delivered == DROPPED)")
                .addStatement("mail.drop()")
                .nextControlFlow("else if (delivered != STAY)")
                .addStatement("int next = delivered & 0xFFFF")
                .beginControlFlow("if (!messageMayGo(delivered >>> 16, next))")
                .addStatement("throw new $T(NAME, describe(), STATES[state].name(), $T.MESSAGE,\nSTATES[next].name())",
                        RuntimeTypes.ILLEGAL_TRANSITION, RuntimeTypes.EVENTS)
                .endControlFlow()
                // A message's transition does not settle: the dt a settling follow takes is not read.
                .addStatement("follow($T.MESSAGE, state, next$L)", RuntimeTypes.EVENTS, settle ? ", 0f" : "")
                .endControlFlow()
                .endControlFlow()
                .build());
    }

}
